# kernel scan of tests/cudasrc/scan.cu, lifted from its PTX by accessan --emit-pattern, for the launch of tests/cudasrc/scan.pat at the values below
# params: N = 1024
grid 1024, 1, 1
block 512, 1, 1

global float in[524288]
global float out[524288]
shared float s[1024]

read in[threadIdx.x + 512 * blockIdx.x] if (threadIdx.x + 512 * blockIdx.x) < 524288 as in_load_1
write s[threadIdx.x] as s_store_1
sync
for pass0 in 0 .. 9 {
    read s[threadIdx.x + 512 * (((pass0 & 1) == 0) ? 0 : 1)] as s_load_1
    read s[threadIdx.x + 512 * (((pass0 & 1) == 0) ? 0 : 1) - (1 << pass0)] if threadIdx.x >= (1 << pass0) as s_load_1__2
    write s[threadIdx.x - 512 * (((pass0 & 1) == 0) ? 0 : 1) + 512] as s_store_2
    sync
}
read s[threadIdx.x + 512] if (threadIdx.x + 512 * blockIdx.x) < 524288 as s_load_2
write out[threadIdx.x + 512 * blockIdx.x] if (threadIdx.x + 512 * blockIdx.x) < 524288 as out_store_1
