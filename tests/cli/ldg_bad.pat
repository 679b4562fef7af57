# ldg refuses what is not a global load
grid 1
block 32
shared float s[64]
constant float c[64]
global float a[64]
ldg s[threadIdx.x]
ldg c[0]
ldg a[threadIdx.x]
let ldg = 1
ldg a[0]
