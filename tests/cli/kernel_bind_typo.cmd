$ACCESSAN tests/cli/kernel_bind_typo.pat
