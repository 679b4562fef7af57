$ACCESSAN -D n=8192 -D n=2048 --format json tests/cli/cover.pat
