$ACCESSAN -q tests/cli/bigfloat.pat
