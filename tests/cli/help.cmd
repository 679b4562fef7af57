$ACCESSAN --help
