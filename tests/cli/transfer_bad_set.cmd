$ACCESSAN transfer --set warp_gbps=3
