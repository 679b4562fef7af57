$ACCESSAN suggest patterns/stride.pat
