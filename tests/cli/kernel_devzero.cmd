$ACCESSAN tests/cli/kernel_devzero.pat
