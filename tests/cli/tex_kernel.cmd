$ACCESSAN tests/cli/tex_kernel.pat
