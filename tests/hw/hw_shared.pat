# hw_shared.pat - HARDWARE.md's single-instruction shared loads and stores,
# with the wavefronts per request that an H100 counted for each, kept as
# expectations.
#
# Each access is one of the cases of tests/gpu/hwcases.h (its text is the
# comment above it), with an array of its own, sized as there: 1024 blocks
# of 256 threads, 8192 warps, one access each. make check holds the model
# to these figures (tests/patterns.sh); on a GPU,
#   accessan validate tests/hw/hw_shared.pat
# runs every access as a kernel of its own and compares the counters with
# the model, as build/tests/gpu/hwcases does with the figures themselves.
grid 1024
block 256
let tid = blockIdx.x * blockDim.x + threadIdx.x
let lane = threadIdx.x % 32

# shared float s[lane]
shared float s21[33]
read s21[lane] as s_float_s_lane
expect s_float_s_lane.wavefronts_per_request == 1
expect s_float_s_lane.requests == 8192

# shared float s[2*lane]
shared float s22[65]
read s22[2 * lane] as s_float_s_2xlane
expect s_float_s_2xlane.wavefronts_per_request == 2
expect s_float_s_2xlane.requests == 8192

# shared float s[3*lane]
shared float s23[97]
read s23[3 * lane] as s_float_s_3xlane
expect s_float_s_3xlane.wavefronts_per_request == 1
expect s_float_s_3xlane.requests == 8192

# shared float s[32*lane]
shared float s24[1025]
read s24[32 * lane] as s_float_s_32xlane
expect s_float_s_32xlane.wavefronts_per_request == 32
expect s_float_s_32xlane.requests == 8192

# shared float s[33*lane]
shared float s25[1057]
read s25[33 * lane] as s_float_s_33xlane
expect s_float_s_33xlane.wavefronts_per_request == 1
expect s_float_s_33xlane.requests == 8192

# shared float s[0]
shared float s26[33]
read s26[0] as s_float_s_0
expect s_float_s_0.wavefronts_per_request == 1
expect s_float_s_0.requests == 8192

# shared double s[lane]
shared double s27[33]
read s27[lane] as s_double_s_lane
expect s_double_s_lane.wavefronts_per_request == 2
expect s_double_s_lane.requests == 8192

# shared double s[2*lane]
shared double s28[65]
read s28[2 * lane] as s_double_s_2xlane
expect s_double_s_2xlane.wavefronts_per_request == 4
expect s_double_s_2xlane.requests == 8192

# shared double s[16*lane]
shared double s29[513]
read s29[16 * lane] as s_double_s_16xlane
expect s_double_s_16xlane.wavefronts_per_request == 32
expect s_double_s_16xlane.requests == 8192

# shared double s[17*lane]
shared double s30[545]
read s30[17 * lane] as s_double_s_17xlane
expect s_double_s_17xlane.wavefronts_per_request == 2
expect s_double_s_17xlane.requests == 8192

# shared double s[0]
shared double s31[33]
read s31[0] as s_double_s_0
expect s_double_s_0.wavefronts_per_request == 1
expect s_double_s_0.requests == 8192

# shared double s[lane>>1]
shared double s32[33]
read s32[(lane >> 1)] as s_double_s_laneshr1
expect s_double_s_laneshr1.wavefronts_per_request == 1
expect s_double_s_laneshr1.requests == 8192

# shared double s[lane&15]
shared double s33[33]
read s33[(lane & 15)] as s_double_s_laneand15
expect s_double_s_laneand15.wavefronts_per_request == 2
expect s_double_s_laneand15.requests == 8192

# shared float4 s[lane]
shared float4 s34[33]
read s34[lane] as s_float4_s_lane
expect s_float4_s_lane.wavefronts_per_request == 4
expect s_float4_s_lane.requests == 8192

# shared float4 s[0]
shared float4 s35[33]
read s35[0] as s_float4_s_0
expect s_float4_s_0.wavefronts_per_request == 2
expect s_float4_s_0.requests == 8192

# shared float4 s[lane>>1]
shared float4 s36[33]
read s36[(lane >> 1)] as s_float4_s_laneshr1
expect s_float4_s_laneshr1.wavefronts_per_request == 2
expect s_float4_s_laneshr1.requests == 8192

# shared float4 s[lane&3]
shared float4 s37[33]
read s37[(lane & 3)] as s_float4_s_laneand3
expect s_float4_s_laneand3.wavefronts_per_request == 4
expect s_float4_s_laneand3.requests == 8192

# shared float4 s[2*lane]
shared float4 s38[65]
read s38[2 * lane] as s_float4_s_2xlane
expect s_float4_s_2xlane.wavefronts_per_request == 8
expect s_float4_s_2xlane.requests == 8192

# shared float t[16][16] by column
shared float s39[16][16]
read s39[lane & 15][lane >> 4] as s_float_t_16_16_by_column
expect s_float_t_16_16_by_column.wavefronts_per_request == 8
expect s_float_t_16_16_by_column.requests == 8192

# shared float t[16][17] by column
shared float s40[16][17]
read s40[lane & 15][lane >> 4] as s_float_t_16_17_by_column
expect s_float_t_16_17_by_column.wavefronts_per_request == 2
expect s_float_t_16_17_by_column.requests == 8192

# store shared float s[lane]
shared float s41[33]
write s41[lane] as st_s_float_s_lane
expect st_s_float_s_lane.wavefronts_per_request == 1
expect st_s_float_s_lane.requests == 8192

# store shared double s[lane]
shared double s42[33]
write s42[lane] as st_s_double_s_lane
expect st_s_double_s_lane.wavefronts_per_request == 2
expect st_s_double_s_lane.requests == 8192

# store shared double s[lane>>1]
shared double s43[33]
write s43[(lane >> 1)] as st_s_double_s_laneshr1
expect st_s_double_s_laneshr1.wavefronts_per_request == 2
expect st_s_double_s_laneshr1.requests == 8192

# store shared float4 s[lane]
shared float4 s44[33]
write s44[lane] as st_s_float4_s_lane
expect st_s_float4_s_lane.wavefronts_per_request == 4
expect st_s_float4_s_lane.requests == 8192
