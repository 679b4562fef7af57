f=$(mktemp) && $ACCESSAN suggest --format html patterns/transpose_naive.pat > $f; echo "status $?"; grep -c "<svg" $f; grep -o "<h[1-4]>[^<]*\|<p>shared tile [^<]*" $f; tail -c 15 $f; rm -f $f
