$ACCESSAN tests/cli/kernel_tex_line.pat
