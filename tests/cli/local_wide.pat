# local arrays of 1-, 4-, 8- and 16-byte elements, indexed alike in every
# lane (coalesced) and by the lane (a row of words per lane); an 8- or
# 16-byte access is 2 or 4 requests, one a word (measured on an H100,
# tests/gpu/local); a view and a name 'local' that stays a variable
grid 2
block 64
local char c[8]
local int w[16]
local double d[8]
local float4 q[4]
view int wi = w
int local = threadIdx.x % 8
read c[3] as c_uniform         // byte 3 of each lane's word 0: 4 sectors
read c[local] as c_lane
write w[5] as w_uniform
read wi[local * 2] as w_lane
read d[2] as d_uniform
read d[local] as d_lane
write q[1] as q_uniform
read q[threadIdx.x % 4] as q_lane
expect c_uniform.sectors_per_request == 4
expect w_uniform.sectors_per_request == 4
expect w_lane.sectors_per_request == 32
expect d_uniform.sectors_per_request == 4
expect d_lane.sectors_per_request == 32
expect q_uniform.sectors_per_request == 4
expect races == 0
