$ACCESSAN suggest patterns/transpose_naive.pat
