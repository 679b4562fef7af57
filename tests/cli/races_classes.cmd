$ACCESSAN tests/cli/races_classes.pat | grep -A4 '^races\|expect races'; $ACCESSAN patterns/transpose_shared.pat -D N=16384 | grep 'races'
