$ACCESSAN -q -f json tests/cli/local_slots.pat 2>/dev/null | grep -o '"dram_bytes": [0-9]*'
