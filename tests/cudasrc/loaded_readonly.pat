# the kernel 'readonly' of loaded.cu: its index loaded through
# ld.global.nc, which the lifted pattern declares with __ldg
# (tests/cli/emit_pattern_loaded)
param N = 1000
grid 4
block 256
global float out[1024]
global int idx[4096]
global float t[1024]
contents idx = (iota * 7919) % N
kernel "loaded.cu" readonly (out, idx, t)
