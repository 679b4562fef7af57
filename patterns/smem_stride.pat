# smem_stride.pat - a warp reading shared memory at strides of 1, 2, 3, 32
# and 33 words, and doubles and float4s at strides of 1 and 2 elements.
#
# What it shows: lane l reads word k l, in bank k l % 32. Lanes l and
# l + 32 / gcd(k, 32) meet in one bank, so a stride k costs gcd(k, 32)
# wavefronts: odd strides (1, 3, 33) 1, stride 2 a 2-way conflict,
# stride 32 all 32 lanes in one bank. 8- and 16-byte elements are served
# in phases of 16 and 8 lanes, each phase a pass over the banks: a phase
# of doubles at stride 2 asks for 64 words, two in every bank (2
# wavefronts a phase, 4 in all), and so does a phase of float4s at
# stride 2 (8 in all). Measured on H200: float 1, 2, 1, 32, 1; double
# s[lane] 2, s[2*lane] 4; float4 s[lane] 4, s[2*lane] 8.
#
# What to change: use odd strides in words, or pad (smem_tile33.pat).

grid 1
block 32

shared float  f[32 * 33]
shared double d[64]
shared float4 q[64]

let l = threadIdx.x

read f[l] as stride1
read f[2 * l] as stride2
read f[3 * l] as stride3
read f[32 * l] as stride32
read f[33 * l] as stride33
read d[l] as double1
read d[2 * l] as double2
read q[l] as float4_1
read q[2 * l] as float4_2

expect stride1.wavefronts_per_request == 1
expect stride2.wavefronts_per_request == 2
expect stride3.wavefronts_per_request == 1
expect stride32.wavefronts_per_request == 32
expect stride33.wavefronts_per_request == 1
expect double1.wavefronts_per_request == 2
expect double2.wavefronts_per_request == 4
expect float4_1.wavefronts_per_request == 4
expect float4_2.wavefronts_per_request == 8
