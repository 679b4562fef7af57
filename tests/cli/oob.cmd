$ACCESSAN tests/cli/oob.pat
