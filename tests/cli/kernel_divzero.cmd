$ACCESSAN tests/cli/kernel_divzero.pat
