$ACCESSAN transfer --list-links
