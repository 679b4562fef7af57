$ACCESSAN --max-work 1000000 patterns/matvec_notes_cu.pat
