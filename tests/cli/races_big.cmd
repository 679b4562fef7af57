$ACCESSAN tests/cli/races_big.pat | tail -6
