$ACCESSAN tests/cudasrc/tile.pat | grep '^  shared'; $ACCESSAN -f svg tests/cudasrc/tile.pat | grep -o 'shared [a-z]*, 4 bytes a lane, [a-z]*'
