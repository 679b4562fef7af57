$ACCESSAN suggest tests/cli/suggest_kernel.pat; $ACCESSAN suggest -f html tests/cli/suggest_kernel.pat; $ACCESSAN suggest patterns/matvec_notes_cu.pat
