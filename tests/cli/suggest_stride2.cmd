$ACCESSAN suggest patterns/stride2.pat
