$ACCESSAN transfer --link pcie3 --direction h2d --set staging_gbps=6 --set pinned_us=5 --sizes 64K,1M --batch 8 --kernel-ms 1
