$ACCESSAN suggest patterns/grid_stride.pat
