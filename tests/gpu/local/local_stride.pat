# local_stride.pat - local accesses for the device check (tests/gpu/local):
# lane l on element l * S of a 4-byte array (S = 0: uniform), and on
# element l of 8- and 16-byte arrays, which tells the interleave unit of
# wider elements apart (4-byte words: 64 and 128 sectors a request; whole
# elements per lane would give 32).
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
expect d_ld.sectors_per_request == 64
expect q_ld.sectors_per_request == 128
expect d_uni.sectors_per_request == 8
expect q_uni.sectors_per_request == 16
