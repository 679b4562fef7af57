$ACCESSAN suggest patterns/smem_stride.pat
