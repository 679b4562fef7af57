$ACCESSAN --list-archs >/dev/full
