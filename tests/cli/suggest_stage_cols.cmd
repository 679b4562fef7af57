for s in "BX=32 -D BY=32" "BX=32 -D BY=8" "BX=16 -D BY=16"; do $ACCESSAN suggest -D $s tests/cli/stage_cols.pat; done
