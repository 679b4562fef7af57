$ACCESSAN tests/cli/races_kernel.pat | grep -i race
