$ACCESSAN tests/cli/loop_never_ends.pat; $ACCESSAN tests/cli/loop_stuck.pat; $ACCESSAN --max-work 10000000 tests/cli/loop_runaway.pat
