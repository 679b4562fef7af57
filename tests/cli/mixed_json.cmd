$ACCESSAN --format json tests/cli/mixed.pat
