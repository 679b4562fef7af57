$ACCESSAN tests/cli/contents_no_kernel.pat
