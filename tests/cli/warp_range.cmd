$ACCESSAN --warp 8 tests/cli/tile.pat
