{ echo 'param n = 1'; cat tests/cli/forever.pat; } | timeout --foreground --preserve-status -s INT 3 $ACCESSAN sweep --max-work 1000000000000000 -D n=1..3 -
