$ACCESSAN tests/cli/kernel_not_found.pat
