$ACCESSAN --bogus tests/cli/tile.pat
