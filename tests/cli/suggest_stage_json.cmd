$ACCESSAN suggest --format json patterns/matvec_naive.pat
