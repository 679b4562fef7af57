$ACCESSAN transfer
