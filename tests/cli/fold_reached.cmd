$ACCESSAN -q tests/cli/fold_reached.pat
