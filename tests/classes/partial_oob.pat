# partial_oob.pat - a partial last block with no bounds check: the
# closed form must fail where and as the exhaustive run fails.
grid 37
block 64
global float a[2000]
read a[blockIdx.x * 64 + threadIdx.x]
