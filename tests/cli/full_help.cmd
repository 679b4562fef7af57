$ACCESSAN --help >/dev/full
