$ACCESSAN tests/cli/cascade_stmt.pat
