$ACCESSAN --arch sm_99 tests/cli/tile.pat
