$ACCESSAN tests/cli/mixed.pat | head -1
