$ACCESSAN --bank-mode 8 tests/cli/tile.pat
