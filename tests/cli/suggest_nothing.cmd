$ACCESSAN suggest --apply patterns/stride2.pat
