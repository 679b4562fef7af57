# ldg_call_bad.pat - __ldg takes the address of a global array's
# element: a value is refused, and so is a shared array's element
grid 1
block 32
global int idx[32]
shared int s[32]
int j = __ldg(idx[threadIdx.x])
int k = __ldg(&s[threadIdx.x])
