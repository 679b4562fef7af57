# inc_bad.pat - includes a file that includes itself
include "inc_cycle.pat"
grid 1
block 32
global float a[32]
read a[threadIdx.x]
