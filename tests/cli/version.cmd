$ACCESSAN --version
