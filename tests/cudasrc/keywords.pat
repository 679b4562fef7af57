# the kernel 'kw' of keywords.cu: its shared arrays 'block' and 'block_'
# lifted under names the pattern language reads
grid 1
block 64
global float out[64]
global float in[64]
kernel "keywords.cu" kw (out, in)
