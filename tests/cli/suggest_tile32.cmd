$ACCESSAN suggest patterns/smem_tile32.pat
