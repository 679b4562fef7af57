$ACCESSAN -q tests/cli/inc_main.pat; echo $?; $ACCESSAN -q -D TILE=16 tests/cli/inc_main.pat; $ACCESSAN -q tests/cli/inc_bad.pat
