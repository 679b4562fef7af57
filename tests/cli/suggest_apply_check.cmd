$ACCESSAN suggest --apply patterns/smem_tile32.pat | $ACCESSAN -q -
