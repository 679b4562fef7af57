$ACCESSAN tests/cli/contents_arith.pat
