$ACCESSAN validate --dry-run tests/cli/tile.pat tests/cli/nonexistent.pat tests/cli/divzero.pat
