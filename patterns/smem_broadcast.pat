# smem_broadcast.pat - lanes that read the same shared-memory word.
#
# What it shows: a bank conflict needs distinct words in one bank. Lanes
# reading the same word are served together (a broadcast, or a multicast
# when several words are shared), so all 32 lanes reading s[0] take one
# wavefront, and so does any permutation of the 32 banks. For wide
# elements the phases still count: a double read by every lane costs 1
# wavefront (pairs of lanes on one address merge the two 16-lane phases
# into one), a float4 2 (its 8-lane phases merge to 16 lanes, no further).
# Measured on H200: float s[0] 1; double s[0] 1, s[lane>>1] 1,
# s[lane&15] 2; float4 s[0] 2, s[lane>>1] 2, s[lane&3] 4.
# Stores never merge phases.
#
# What to change: nothing - broadcasts are free; this file shows which
# repeated reads are not conflicts.

grid 1
block 32

shared float  f[64]
shared double d[64]
shared float4 q[64]

let l = threadIdx.x

read f[0] as float_all
read f[(l * 7) % 32] as float_permuted
read f[l / 4] as float_quads
read d[0] as double_all
read d[l >> 1] as double_pairs
read d[l & 15] as double_half
read q[0] as float4_all
read q[l >> 1] as float4_pairs
read q[l & 3] as float4_quarter
write d[l >> 1] as double_pairs_store

expect float_all.wavefronts_per_request == 1
expect float_permuted.wavefronts_per_request == 1
expect float_quads.wavefronts_per_request == 1
expect double_all.wavefronts_per_request == 1
expect double_pairs.wavefronts_per_request == 1
expect double_half.wavefronts_per_request == 2
expect float4_all.wavefronts_per_request == 2
expect float4_pairs.wavefronts_per_request == 2
expect float4_quarter.wavefronts_per_request == 4
expect double_pairs_store.wavefronts_per_request == 2

# two lanes store each double of the last access: which value lands is
# undefined, a write-write race on each of d[0..15], which the loads above
# also read with no barrier between (accessan-pattern(5), RACES)
expect races == 16
