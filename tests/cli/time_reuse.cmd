$ACCESSAN tests/cli/time_reuse.pat | grep "^time"
