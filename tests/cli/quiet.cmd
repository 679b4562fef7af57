$ACCESSAN -q tests/cli/failing.pat
