$ACCESSAN -f json tests/cli/tile.pat tests/cli/failing.pat
