$ACCESSAN tests/cli/kernel_huge_grid.pat; $ACCESSAN --exhaustive --max-work 100000 -D blocks=200 tests/cli/kernel_huge_grid.pat
