# kernels.cu's above: in[i] = i, so the threads past 1000.5 (i >= 1001)
# add, from lane 9 of warp 31 on: 97 warps of 128 make an atomic request.
# The guard is a float compare of the loaded values, which the
# interpreter computes (tests/gpu/ptxsem holds setp.f32 to the GPU's)
param N = 4096
grid N / 256
block 256
global float in[N]
global uint count[1]
contents in = iota
kernel "kernels.cu" above (in, count, 1000.5, N)
expect count.requests == 97
expect in.requests == 128
