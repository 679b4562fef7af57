# sum8 of suite.cu: out[i] = in[i] + in[i + n] + ... + in[i + 7 n], eight
# independent loads a thread: one round
param N = 1 << 23
grid N / 256
block 256
global float out[N]
global float in[8 * N]
kernel "suite.cu" sum8 (out, in, N)
