# copy_float4 of suite.cu: 16 bytes a lane
param N = 1 << 24
grid N / 256
block 256
global float4 out[N]
global float4 in[N]
kernel "suite.cu" copy_float4 (out, in, N)
