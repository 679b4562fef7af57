$ACCESSAN suggest patterns/transpose_shared.pat
