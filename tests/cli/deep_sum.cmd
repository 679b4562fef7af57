awk 'BEGIN { print "grid 2\nblock 32\nglobal int a[64]"; printf "let x = threadIdx.x"; for (i = 1; i < 12000; i++) printf " + threadIdx.x"; print "\nread a[x & 63]" }' | $ACCESSAN -q -
