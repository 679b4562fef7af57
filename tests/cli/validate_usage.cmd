$ACCESSAN validate --random 3 tests/cli/tile.pat
