timeout --foreground --preserve-status -s INT 1 $ACCESSAN --exhaustive --max-work 1000000000000000 tests/cli/forever.pat
