$ACCESSAN -f sarf tests/cli/tile.pat; $ACCESSAN sweep -f sarif -D stride=1..2 patterns/stride.pat; $ACCESSAN suggest -f sarif tests/cli/tile.pat
