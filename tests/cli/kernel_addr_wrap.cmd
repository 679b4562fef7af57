$ACCESSAN tests/cli/kernel_addr_wrap.pat
