# chase8 of suite.cu: j = nxt[j] + n, eight times, each load's address
# the value the one before brought: eight rounds
param N = 1 << 22
grid N / 256
block 256
global int out[N]
global int nxt[9 * N]
contents nxt = iota
kernel "suite.cu" chase8 (out, nxt, N)
