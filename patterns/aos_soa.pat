# aos_soa.pat - points with x, y, z: an array of structs against a struct
# of arrays.
#
# What it shows: with 'struct Point { float x, y, z; } p[n]' a warp that
# reads p[tid].x touches 32 floats 12 bytes apart, spread over 384 bytes:
# 12 sectors per request where 4 would hold the x values, a third of each
# sector used. Reading y and z costs the same again; L1 may keep the
# sectors between the three loads, but each load still moves 12 sectors
# through it. With one array per coordinate each load is a coalesced
# 4-sector request.
#
# What to change: store 'float x[n], y[n], z[n]' (struct of arrays). When
# a thread needs all the fields of one element and the struct is 8 or 16
# bytes, a single wide load of the whole struct (float4 with a pad field)
# is the other way out, see elemsize.pat.

grid 8
block 256

struct Point { float x, y, z }

global Point p[2048]
global float px[2048]
global float py[2048]
global float pz[2048]

let i = blockIdx.x * blockDim.x + threadIdx.x

# array of structs
read p[i].x as aos_x
read p[i].y as aos_y
read p[i].z as aos_z

# struct of arrays
read px[i] as soa_x
read py[i] as soa_y
read pz[i] as soa_z

expect aos_x.sectors_per_request == 12
expect aos_y.sectors_per_request == 12
expect aos_z.sectors_per_request == 12
expect aos_x.efficiency > 33.33%
expect aos_x.efficiency < 33.34%
expect soa_x.sectors_per_request == 4
expect soa_z.efficiency == 100%
