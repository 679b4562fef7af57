$ACCESSAN validate --dry-run tests/cli/tile.pat tests/cli/mixed.pat tests/hw/merge_probe.pat
