$ACCESSAN patterns/local_hist.pat; echo; $ACCESSAN -D SAME=1 patterns/local_hist.pat | tail -12
