$ACCESSAN transfer --sizes 4K:16M:4 -f svg
