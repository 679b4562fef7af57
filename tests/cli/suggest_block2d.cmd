$ACCESSAN suggest patterns/block2d.pat
