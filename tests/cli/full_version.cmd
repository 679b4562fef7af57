$ACCESSAN --version >/dev/full
