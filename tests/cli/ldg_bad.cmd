$ACCESSAN tests/cli/ldg_bad.pat
