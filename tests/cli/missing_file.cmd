$ACCESSAN tests/cli/does-not-exist.pat
