$ACCESSAN tests/cli/divzero.pat
