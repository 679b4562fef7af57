$ACCESSAN --list-archs
