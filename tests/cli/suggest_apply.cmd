$ACCESSAN suggest --apply patterns/transpose_shared.pat
