$ACCESSAN --warp 1 tests/cli/tile.pat
