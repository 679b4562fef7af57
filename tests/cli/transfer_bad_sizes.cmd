$ACCESSAN transfer --sizes 1M,4K
