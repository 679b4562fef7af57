printf 'param p = 0\ngrid 1\nblock 32\nglobal float a[32]\nread a[threadIdx.x]\n' | $ACCESSAN sweep -D p=-9223372036854775807..9223372036854775807:9223372036854775807 -
