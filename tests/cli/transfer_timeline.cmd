$ACCESSAN transfer -a sm_50 -n 2 --bytes 64M -f timeline
