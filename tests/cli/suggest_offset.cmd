$ACCESSAN suggest patterns/offset.pat
