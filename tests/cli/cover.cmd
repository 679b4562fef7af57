$ACCESSAN tests/cli/cover.pat
