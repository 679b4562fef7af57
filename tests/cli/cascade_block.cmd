$ACCESSAN tests/cli/cascade_block.pat
