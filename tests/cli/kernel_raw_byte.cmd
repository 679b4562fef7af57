$ACCESSAN tests/cli/kernel_raw_byte.pat
