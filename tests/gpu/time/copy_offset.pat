# copy_offset of suite.cu: out[i] = in[i + OFF]
param N = 1 << 26
param OFF = 1
grid N / 256
block 256
global float out[N]
global float in[N + 32]
kernel "suite.cu" copy_offset (out, in, OFF, N)
