$ACCESSAN tests/cli/kernel_dir.pat
