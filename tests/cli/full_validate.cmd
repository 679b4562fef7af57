$ACCESSAN validate --dry-run --random 3 > /dev/full
