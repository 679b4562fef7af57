$ACCESSAN suggest patterns/matvec_naive.pat
