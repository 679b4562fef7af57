$ACCESSAN tests/cli/tile.pat
