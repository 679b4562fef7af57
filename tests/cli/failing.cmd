$ACCESSAN tests/cli/failing.pat
