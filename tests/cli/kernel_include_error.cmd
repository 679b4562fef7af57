$ACCESSAN tests/cli/kernel_include_error.pat
