# aos_read.pat - tests/gpu/ref's array of structures: out[i] = x + y + z
# of point i, points of three floats (12 bytes) side by side: each read
# of one field touches 384 bytes for 128 used. patterns/aos_soa.pat's
# first half with its result written, n points (16 Mi: 192 MB read),
# paired with ref_aos_read in ref.cu; soa_read.pat is the other layout.

param n = 16777216

grid n / 256
block 256

struct Point { float x, y, z }
global Point p[n]
global float out[n]

let i = blockIdx.x * blockDim.x + threadIdx.x
read p[i].x as aos_x
read p[i].y as aos_y
read p[i].z as aos_z
write out[i] as result
