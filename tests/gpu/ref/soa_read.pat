# soa_read.pat - tests/gpu/ref's structure of arrays: out[i] = px[i] +
# py[i] + pz[i], every read coalesced. patterns/aos_soa.pat's second
# half with its result written, n points (16 Mi: 192 MB read), paired
# with ref_soa_read in ref.cu; aos_read.pat is the other layout.

param n = 16777216

grid n / 256
block 256

global float px[n]
global float py[n]
global float pz[n]
global float out[n]

let i = blockIdx.x * blockDim.x + threadIdx.x
read px[i] as soa_x
read py[i] as soa_y
read pz[i] as soa_z
write out[i] as result
