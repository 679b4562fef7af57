$ACCESSAN tests/cli/contents_stored.pat
