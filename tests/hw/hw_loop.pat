# hw_loop.pat - HARDWARE.md's loops: one address again and again, four
# times; every iteration is a request of its own, with the sectors or
# wavefronts an H100 counted for each, kept as expectations.
#
# Each access is one of the cases of tests/gpu/hwcases.h (its text is the
# comment above it), with an array of its own, sized as there: 1024 blocks
# of 256 threads, 8192 warps, one access each. make check holds the model
# to these figures (tests/patterns.sh); on a GPU,
#   accessan validate tests/hw/hw_loop.pat
# runs every access as a kernel of its own and compares the counters with
# the model, as build/tests/gpu/hwcases does with the figures themselves.
grid 1024
block 256
let tid = blockIdx.x * blockDim.x + threadIdx.x
let lane = threadIdx.x % 32

# 4x float a[tid] in a loop
global float g45[262145]
for k in 0 .. 4 {
	read g45[tid] as loop4_float_a_tid
}
expect loop4_float_a_tid.sectors_per_request == 4
expect loop4_float_a_tid.requests == 32768

# 4x store float a[tid] in a loop
global float g46[262145]
for k in 0 .. 4 {
	write g46[tid] as loop4_st_float_a_tid
}
expect loop4_st_float_a_tid.sectors_per_request == 4
expect loop4_st_float_a_tid.requests == 32768

# 4x shared float s[0] in a loop
shared float s47[33]
for k in 0 .. 4 {
	read s47[0] as loop4_s_float_s_0
}
expect loop4_s_float_s_0.wavefronts_per_request == 1
expect loop4_s_float_s_0.requests == 32768

# 4x store shared float s[lane] in a loop
shared float s48[33]
for k in 0 .. 4 {
	write s48[lane] as loop4_st_s_float_s_lane
}
expect loop4_st_s_float_s_lane.wavefronts_per_request == 1
expect loop4_st_s_float_s_lane.requests == 32768
