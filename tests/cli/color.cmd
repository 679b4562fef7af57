$ACCESSAN --color=always tests/cli/failing.pat
