# bits.cu's halves: __hfma2 on half2 (f16x2 arithmetic and a mov that
# packs halves: values the interpreter does not follow, addresses that
# do not need them)
param N = 1 << 16
grid N / 256
block 256
global uint x[N]
global uint y[N]
kernel "bits.cu" halves (x, y, N)
