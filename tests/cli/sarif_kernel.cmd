$ACCESSAN -f sarif tests/cli/sarif_kernel.pat
