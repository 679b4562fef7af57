# hw_global.pat - HARDWARE.md's single-instruction global loads and stores,
# with the sectors per request that an H100 counted for each, kept as
# expectations.
#
# Each access is one of the cases of tests/gpu/hwcases.h (its text is the
# comment above it), with an array of its own, sized as there: 1024 blocks
# of 256 threads, 8192 warps, one access each. make check holds the model
# to these figures (tests/patterns.sh); on a GPU,
#   accessan validate tests/hw/hw_global.pat
# runs every access as a kernel of its own and compares the counters with
# the model, as build/tests/gpu/hwcases does with the figures themselves.
grid 1024
block 256
let tid = blockIdx.x * blockDim.x + threadIdx.x
let lane = threadIdx.x % 32

# float a[tid]
global float g1[262145]
read g1[tid] as float_a_tid
expect float_a_tid.sectors_per_request == 4
expect float_a_tid.requests == 8192

# float a[tid+1]
global float g2[262146]
read g2[tid + 1] as float_a_tidp1
expect float_a_tidp1.sectors_per_request == 5
expect float_a_tidp1.requests == 8192

# float a[tid+8]
global float g3[262153]
read g3[tid + 8] as float_a_tidp8
expect float_a_tidp8.sectors_per_request == 4
expect float_a_tidp8.requests == 8192

# float a[2*tid]
global float g4[524289]
read g4[2 * tid] as float_a_2xtid
expect float_a_2xtid.sectors_per_request == 8
expect float_a_2xtid.requests == 8192

# float a[3*tid]
global float g5[786433]
read g5[3 * tid] as float_a_3xtid
expect float_a_3xtid.sectors_per_request == 12
expect float_a_3xtid.requests == 8192

# float a[4*tid]
global float g6[1048577]
read g6[4 * tid] as float_a_4xtid
expect float_a_4xtid.sectors_per_request == 16
expect float_a_4xtid.requests == 8192

# float a[8*tid]
global float g7[2097153]
read g7[8 * tid] as float_a_8xtid
expect float_a_8xtid.sectors_per_request == 32
expect float_a_8xtid.requests == 8192

# float a[32*tid]
global float g8[8388609]
read g8[32 * tid] as float_a_32xtid
expect float_a_32xtid.sectors_per_request == 32
expect float_a_32xtid.requests == 8192

# float a[0] (one word)
global float g9[262145]
read g9[0] as float_a_0
expect float_a_0.sectors_per_request == 1
expect float_a_0.requests == 8192

# float a[tid] lanes 0-15
global float g10[262145]
read g10[tid] if lane < 16 as float_a_tid_half
expect float_a_tid_half.sectors_per_request == 2
expect float_a_tid_half.requests == 8192

# char a[tid]
global char g11[262145]
read g11[tid] as char_a_tid
expect char_a_tid.sectors_per_request == 1
expect char_a_tid.requests == 8192

# short a[tid]
global short g12[262145]
read g12[tid] as short_a_tid
expect short_a_tid.sectors_per_request == 2
expect short_a_tid.requests == 8192

# double a[tid]
global double g13[262145]
read g13[tid] as double_a_tid
expect double_a_tid.sectors_per_request == 8
expect double_a_tid.requests == 8192

# double a[tid+1]
global double g14[262146]
read g14[tid + 1] as double_a_tidp1
expect double_a_tidp1.sectors_per_request == 9
expect double_a_tidp1.requests == 8192

# float4 a[tid]
global float4 g15[262145]
read g15[tid] as float4_a_tid
expect float4_a_tid.sectors_per_request == 16
expect float4_a_tid.requests == 8192

# float4 a[tid+1]
global float4 g16[262146]
read g16[tid + 1] as float4_a_tidp1
expect float4_a_tidp1.sectors_per_request == 17
expect float4_a_tidp1.requests == 8192

# float4 a[2*tid]
global float4 g17[524289]
read g17[2 * tid] as float4_a_2xtid
expect float4_a_2xtid.sectors_per_request == 32
expect float4_a_2xtid.requests == 8192

# store float a[tid]
global float g18[262145]
write g18[tid] as st_float_a_tid
expect st_float_a_tid.sectors_per_request == 4
expect st_float_a_tid.requests == 8192

# store float a[0] (32 lanes, one word)
global float g19[262145]
write g19[0] as st_float_a_0
expect st_float_a_0.sectors_per_request == 1
expect st_float_a_0.requests == 8192

# store double a[tid+1]
global double g20[262146]
write g20[tid + 1] as st_double_a_tidp1
expect st_double_a_tidp1.sectors_per_request == 9
expect st_double_a_tidp1.requests == 8192
