$ACCESSAN validate --dry-run patterns/l1_segments.pat patterns/stride2.pat
