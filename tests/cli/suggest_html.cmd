f=$(mktemp) && $ACCESSAN suggest --format html patterns/smem_tile32.pat > $f; echo "status $?"; grep -c "<svg" $f; grep -o "<h[1-4]>[^<]*" $f; tail -c 15 $f; rm -f $f
