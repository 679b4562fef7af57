# json_bad.pat - an index out of bounds: the JSON report lists the file
# as an entry with "error" and its diagnostics.

grid 1
block 32
global float a[32]
read a[threadIdx.x + 1]
