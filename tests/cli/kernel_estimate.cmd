$ACCESSAN -q --exhaustive -D M=100000 -D N=2048 --max-work 100000000 patterns/matvec_notes_cu.pat; $ACCESSAN -q -D M=100000 -D N=2048 --max-work 1000000 patterns/matvec_notes_cu.pat
