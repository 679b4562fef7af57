$ACCESSAN tests/cli/syntax.pat
