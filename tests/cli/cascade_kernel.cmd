$ACCESSAN tests/cli/cascade_kernel.pat
