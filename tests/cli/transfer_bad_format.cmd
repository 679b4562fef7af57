$ACCESSAN transfer --format plot
