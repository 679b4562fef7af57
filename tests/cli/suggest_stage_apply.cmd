$ACCESSAN suggest --apply patterns/block2d.pat
