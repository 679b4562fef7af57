$ACCESSAN tests/cli/atomics_bad.pat
