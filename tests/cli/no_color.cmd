NO_COLOR=1 $ACCESSAN --color=always tests/cli/failing.pat
