$ACCESSAN --color never tests/cli/tex_linear.pat; $ACCESSAN --format json tests/cli/tex_linear.pat | grep -o "\"texture\": {[^}]*}"
