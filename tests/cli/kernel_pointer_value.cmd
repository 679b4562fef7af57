$ACCESSAN tests/cli/kernel_pointer_value.pat
