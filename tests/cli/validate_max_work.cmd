$ACCESSAN validate --dry-run --max-work 100000 tests/cli/forever.pat tests/cli/tile.pat
