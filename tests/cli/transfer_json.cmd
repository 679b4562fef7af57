$ACCESSAN transfer -a sm_80 --sizes 4K,1M,64M --batch 16x64K --bytes 16M -n 2 -f json
