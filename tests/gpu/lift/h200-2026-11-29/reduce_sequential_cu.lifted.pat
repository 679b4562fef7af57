# kernel reduce_sequential of patterns/library.cu, lifted from its PTX by accessan --emit-pattern, for the launch of patterns/reduce_sequential_cu.pat at the values below
# params: BLOCKS = 4096
grid 4096, 1, 1
block 256, 1, 1

global float in[1048576]
global float out[4096]
shared float sdata[256]

read in[threadIdx.x + 256 * blockIdx.x] as in_load_1
write sdata[threadIdx.x] as sdata_store_1
sync
for pass0 in 0 .. 8 {
    read sdata[threadIdx.x] if threadIdx.x < (128 >> pass0) as sdata_load_1
    read sdata[threadIdx.x + (128 >> pass0)] if threadIdx.x < (128 >> pass0) as sdata_load_2
    write sdata[threadIdx.x] if threadIdx.x < (128 >> pass0) as sdata_store_2
    sync
}
read sdata[0] if threadIdx.x == 0 as sdata_load_3
write out[blockIdx.x] if threadIdx.x == 0 as out_store_1
