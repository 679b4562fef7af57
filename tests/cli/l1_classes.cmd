$ACCESSAN -q tests/cli/l1_classes.pat; echo $?; $ACCESSAN -q --exhaustive tests/cli/l1_classes.pat; echo $?
