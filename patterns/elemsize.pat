# elemsize.pat - one warp-wide load of the same buffer as char, short,
# float, double, float2 and float4.
#
# What it shows: a request is one warp-level instruction whatever the
# width of each lane's element, so wider elements move more bytes per
# request: 32 lanes x 1, 2, 4, 8, 8, 16 bytes = 1, 2, 4, 8, 8, 16 sectors,
# each of them fully used. Measured on H200: char 1, short 2, float 4,
# double 8, float4 16 sectors per request; double shifted by one element
# 9, float4 shifted by one element 17, float4 at stride 2 32.
# Narrow elements are where requests, not bytes, become the limit: a char
# load issues as many instructions as a float4 load for 1/16 of the data.
#
# What to change: load the widest element that the alignment allows
# (float4, int4: 16 bytes a lane) and keep its array 16-byte aligned;
# for chars and shorts, have each thread load a char4 or short2 and work
# on the parts.

grid 8
block 256

# 64 KiB viewed at six widths (each is its own array here)
global char    c[65536]
global short   s[32768]
global float   f[16384]
global double  d[8192]
global float2  f2[8192]
global float4  f4[4096]

let i = blockIdx.x * blockDim.x + threadIdx.x
read c[i]  as char1
read s[i]  as short2
read f[i]  as float4b
read d[i]  as double8
read f2[i] as float2_8
read f4[i] as float4_16

# misaligned by one element, and a stride of two float4s
read d[i + 1]  as double_shift
read f4[i + 1] as float4_shift
read f4[2 * i] as float4_stride2

expect char1.sectors_per_request == 1
expect short2.sectors_per_request == 2
expect float4b.sectors_per_request == 4
expect double8.sectors_per_request == 8
expect float2_8.sectors_per_request == 8
expect float4_16.sectors_per_request == 16
expect char1.efficiency == 100%
expect float4_16.efficiency == 100%
expect double_shift.sectors_per_request == 9
expect float4_shift.sectors_per_request == 17
expect float4_stride2.sectors_per_request == 32
