$ACCESSAN tests/cli/unroll_bad.pat; echo "exit $?"
