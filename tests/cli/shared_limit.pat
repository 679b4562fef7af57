# Shared memory past the profile's limit: said at the array whose bytes
# pass it (the second: 16 KB + 40 KB > 48 KB), with its line and a caret.
grid 1
block 256
shared float a[4096]
shared float b[10240]
shared float c[64]
read a[threadIdx.x]
