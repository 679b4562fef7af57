$ACCESSAN suggest --format json tests/cli/stage_gather.pat
