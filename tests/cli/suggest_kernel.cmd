$ACCESSAN suggest patterns/matvec_notes_cu.pat
