for d in 1 8 16 32; do $ACCESSAN -D D=$d tests/cli/time_constant.pat | grep -A1 "^time"; done
