$ACCESSAN transfer --batch 1048576x64G; $ACCESSAN transfer --batch 2x32G --sizes 4K --direction h2d | grep "^batching"
