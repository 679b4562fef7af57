$ACCESSAN --max-work 1000 tests/cli/cover.pat
