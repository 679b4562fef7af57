$ACCESSAN -v tests/cudasrc/gather.pat | grep -A1 "lifted"; $ACCESSAN -v -D M=8 patterns/matvec_notes_warp_cu.pat | grep -A4 "lifted" | head -11
