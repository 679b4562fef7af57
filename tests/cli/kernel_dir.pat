# the CUDA source is a folder: a read error, not an empty source that
# has no kernel of the name
grid 1
block 32
global int a[64]
kernel "." k (a)
