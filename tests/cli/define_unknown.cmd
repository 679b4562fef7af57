$ACCESSAN -D nope=3 tests/cli/cover.pat
