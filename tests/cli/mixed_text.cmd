$ACCESSAN tests/cli/mixed.pat
