t=$(mktemp) && cp patterns/stride.pat "$t" && $ACCESSAN sweep -D stride=1..2 --csv "$t" "$t"; rc=$?; cmp -s "$t" patterns/stride.pat && echo "pattern unchanged"; rm -f "$t"; exit $rc
