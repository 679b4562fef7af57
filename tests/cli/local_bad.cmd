$ACCESSAN tests/cli/local_bad.pat
