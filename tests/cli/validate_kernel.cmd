$ACCESSAN validate --dry-run patterns/matvec_notes_cu.pat
