$ACCESSAN tests/cli/races_label.pat
