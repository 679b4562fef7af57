printf 'grid 1\nblock 32\nglobal int a[64]\nif threadIdx.x == 0 {\n  for k in 0 .. 150000 {\n    if k * k < 0 { read a[1] }\n  }\n}\nread a[0]\n' | $ACCESSAN --max-work 3200000 -; echo "exit $?"
