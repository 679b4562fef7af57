# kepler_bank8.pat - Kepler's 8-byte bank mode (sm_35 with
# cudaSharedMemBankSizeEightByte).
#
# What it shows: in this mode each of the 32 banks is 8 bytes wide and
# successive 8-byte words go to successive banks; two lanes that touch
# the same 8-byte word - its two halves, or the same half - never
# conflict. A warp of doubles, each lane its own word, is one wavefront
# (two with 4-byte banks on later GPUs); floats at a stride of two words
# are spread over 32 banks (a 2-way conflict with 4-byte banks); floats
# 32 words apart fall in banks 0 and 16, a 16-way conflict instead of a
# 32-way one. This file sets the architecture and the bank mode itself;
# the same accesses on sm_90 are the ones of smem_stride.pat.
#
# Later GPUs ignore the setting, and nothing here is measured: accessan
# models the mode for teaching (see accessan-pattern(5)).
#
# What to change: on Kepler, choose the 8-byte mode for double-precision
# tiles; elsewhere, pad or swizzle as for 4-byte banks.

arch sm_35
bankmode 8

grid 1
block 32

shared double d[64]
shared float  f[32 * 32]

let l = threadIdx.x

read d[l] as double_row
read f[l] as float_row
read f[2 * l] as float_stride2
read f[32 * l] as float_stride32

expect double_row.wavefronts_per_request == 1
expect float_row.wavefronts_per_request == 1
expect float_stride2.wavefronts_per_request == 1
expect float_stride32.wavefronts_per_request == 16
