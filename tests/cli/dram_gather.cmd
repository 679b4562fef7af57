$ACCESSAN tests/cli/dram_gather.pat | tail -4
