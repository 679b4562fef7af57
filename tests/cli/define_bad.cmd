$ACCESSAN -D n tests/cli/cover.pat
