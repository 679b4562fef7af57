$ACCESSAN tests/cli/races.pat
