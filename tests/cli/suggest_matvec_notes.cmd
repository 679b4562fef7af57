$ACCESSAN suggest --format json patterns/matvec_notes.pat
