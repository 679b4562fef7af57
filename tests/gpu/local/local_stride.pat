# local_stride.pat - local accesses for the device check (tests/gpu/local):
# lane l on element l * S of a 4-byte array (S = 0: uniform), and on
# element l of 8- and 16-byte arrays, which tells the interleave unit of
# wider elements apart: with 4-byte words an 8-byte warp access touches
# 64 sectors, a 16-byte one 128 (whole elements a lane would give 32).
# The H100 counted those sectors, in 2 and 4 requests a warp: one request
# per word, 32 sectors each.
param S = 1
grid 4
block 64
local int a[32 * 8 + 1]
local double d[32]
local float4 q[32]
let lane = threadIdx.x % 32
write a[lane * S] as a_st
read a[lane * S] as a_ld
write d[lane] as d_st
read d[lane] as d_ld
write q[lane] as q_st
read q[lane] as q_ld
read d[5] as d_uni
read q[5] as q_uni
expect d_ld.sectors_per_request == 32
expect q_ld.sectors_per_request == 32
expect d_uni.sectors_per_request == 4
expect q_uni.sectors_per_request == 4
