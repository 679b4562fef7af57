# histogram.cu's kernel over 64 KiB of bytes 0, 1, 2, ... (each lane its
# own bin: the atomics' best case)
param N = 65536
grid 32
block 256
global uint bins[256]
global uchar data[N]
contents data = iota
kernel "histogram.cu" histogram (bins, data, N)
