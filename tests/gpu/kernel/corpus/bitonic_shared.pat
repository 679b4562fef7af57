# bitonic_shared of corpus.cu: 2^20 floats sorted in blocks of 512 in
# shared memory (45 compare-exchange steps, a barrier after each)
param N = 1 << 20
grid N / 512
block 512
global float data[N]
kernel "corpus.cu" bitonic_shared (data)
