$ACCESSAN tests/cli/tex_bad.pat
