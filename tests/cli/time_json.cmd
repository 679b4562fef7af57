$ACCESSAN -f json --arch h200 tests/cli/registers.pat
