$ACCESSAN tests/cli/kernel_overloaded.pat
