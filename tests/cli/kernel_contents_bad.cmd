$ACCESSAN tests/cli/kernel_contents_bad.pat
