$ACCESSAN -q tests/cli/fold_untaken.pat; echo "exit $?"; $ACCESSAN -q -D n=4 tests/cli/fold_untaken.pat; echo "exit $?"; $ACCESSAN -q -D n=64 tests/cli/fold_untaken.pat
