$ACCESSAN validate --dry-run tests/cli/tile.pat tests/cli/mixed.pat tests/gpu/merge_probe.pat
