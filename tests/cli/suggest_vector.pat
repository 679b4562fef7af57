# suggest_vector.pat - each thread loads two neighbouring floats with two
# loads: a[2i] and a[2i + 1]. Each load alone touches 8 sectors for 4
# sectors of data; one float2 load of both touches the same 8 sectors
# once. accessan suggest must propose the float2 view for a, and not for
# b, whose pairs start on odd elements (b[2i + 1], b[2i + 2]): a float2
# there would be misaligned.
grid 64
block 256

global float a[64 * 256 * 2]
global float b[64 * 256 * 2 + 2]

let i = blockIdx.x * blockDim.x + threadIdx.x
read a[2 * i] as lo
read a[2 * i + 1] as hi
read b[2 * i + 1] as odd_lo
read b[2 * i + 2] as odd_hi

expect hi.sectors_per_request == 8
