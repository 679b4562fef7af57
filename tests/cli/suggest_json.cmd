$ACCESSAN suggest --format json patterns/transpose_shared.pat
