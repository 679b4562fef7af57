# kernel stencil5 of patterns/library.cu, lifted from its PTX by accessan --emit-pattern, for the launch of patterns/stencil5_cu.pat at the values below
# params: N = 2048
grid 128, 128, 1
block 16, 16, 1

global float in[4194304]
global float out[4194304]
shared float t[324]

read in[threadIdx.x + 2048 * threadIdx.y + 16 * blockIdx.x + 32768 * blockIdx.y] if !(((threadIdx.x + 16 * blockIdx.x) >= 2048) || ((threadIdx.y + 16 * blockIdx.y) >= 2048)) as in_load_1
write t[threadIdx.x + 18 * threadIdx.y + 19] if !(((threadIdx.x + 16 * blockIdx.x) >= 2048) || ((threadIdx.y + 16 * blockIdx.y) >= 2048)) as t_store_1
read in[threadIdx.x + 2048 * threadIdx.y + 16 * blockIdx.x + 32768 * blockIdx.y - 1] if !(((threadIdx.x + 16 * blockIdx.x) >= 2048) || ((threadIdx.y + 16 * blockIdx.y) >= 2048)) && !((threadIdx.x != 0) || ((threadIdx.x + 16 * blockIdx.x) < 1)) as in_load_2
write t[18 * threadIdx.y + 18] if !(((threadIdx.x + 16 * blockIdx.x) >= 2048) || ((threadIdx.y + 16 * blockIdx.y) >= 2048)) && !((threadIdx.x != 0) || ((threadIdx.x + 16 * blockIdx.x) < 1)) as t_store_2
read in[threadIdx.x + 2048 * threadIdx.y + 16 * blockIdx.x + 32768 * blockIdx.y + 1] if !(((threadIdx.x + 16 * blockIdx.x) >= 2048) || ((threadIdx.y + 16 * blockIdx.y) >= 2048)) && !((threadIdx.x != 15) || ((threadIdx.x + 16 * blockIdx.x + 1) >= 2048)) as in_load_3
write t[18 * threadIdx.y + 35] if !(((threadIdx.x + 16 * blockIdx.x) >= 2048) || ((threadIdx.y + 16 * blockIdx.y) >= 2048)) && !((threadIdx.x != 15) || ((threadIdx.x + 16 * blockIdx.x + 1) >= 2048)) as t_store_3
read in[threadIdx.x + 2048 * threadIdx.y + 16 * blockIdx.x + 32768 * blockIdx.y - 2048] if !(((threadIdx.x + 16 * blockIdx.x) >= 2048) || ((threadIdx.y + 16 * blockIdx.y) >= 2048)) && !((threadIdx.y != 0) || ((threadIdx.y + 16 * blockIdx.y) < 1)) as in_load_4
write t[threadIdx.x + 1] if !(((threadIdx.x + 16 * blockIdx.x) >= 2048) || ((threadIdx.y + 16 * blockIdx.y) >= 2048)) && !((threadIdx.y != 0) || ((threadIdx.y + 16 * blockIdx.y) < 1)) as t_store_4
read in[threadIdx.x + 2048 * threadIdx.y + 16 * blockIdx.x + 32768 * blockIdx.y + 2048] if !(((threadIdx.x + 16 * blockIdx.x) >= 2048) || ((threadIdx.y + 16 * blockIdx.y) >= 2048)) && !((threadIdx.y != 15) || ((threadIdx.y + 16 * blockIdx.y + 1) >= 2048)) as in_load_5
write t[threadIdx.x + 307] if !(((threadIdx.x + 16 * blockIdx.x) >= 2048) || ((threadIdx.y + 16 * blockIdx.y) >= 2048)) && !((threadIdx.y != 15) || ((threadIdx.y + 16 * blockIdx.y + 1) >= 2048)) as t_store_5
sync
read t[threadIdx.x + 18 * threadIdx.y + 20] if !(((threadIdx.y + 16 * blockIdx.y) >= 2047) || ((((threadIdx.x + 16 * blockIdx.x) < 1) || ((threadIdx.y + 16 * blockIdx.y) < 1)) || ((threadIdx.x + 16 * blockIdx.x) >= 2047))) as t_load_2
read t[threadIdx.x + 18 * threadIdx.y + 18] if !(((threadIdx.y + 16 * blockIdx.y) >= 2047) || ((((threadIdx.x + 16 * blockIdx.x) < 1) || ((threadIdx.y + 16 * blockIdx.y) < 1)) || ((threadIdx.x + 16 * blockIdx.x) >= 2047))) as t_load_1
read t[threadIdx.x + 18 * threadIdx.y + 1] if !(((threadIdx.y + 16 * blockIdx.y) >= 2047) || ((((threadIdx.x + 16 * blockIdx.x) < 1) || ((threadIdx.y + 16 * blockIdx.y) < 1)) || ((threadIdx.x + 16 * blockIdx.x) >= 2047))) as t_load_3
read t[threadIdx.x + 18 * threadIdx.y + 37] if !(((threadIdx.y + 16 * blockIdx.y) >= 2047) || ((((threadIdx.x + 16 * blockIdx.x) < 1) || ((threadIdx.y + 16 * blockIdx.y) < 1)) || ((threadIdx.x + 16 * blockIdx.x) >= 2047))) as t_load_4
read t[threadIdx.x + 18 * threadIdx.y + 19] if !(((threadIdx.y + 16 * blockIdx.y) >= 2047) || ((((threadIdx.x + 16 * blockIdx.x) < 1) || ((threadIdx.y + 16 * blockIdx.y) < 1)) || ((threadIdx.x + 16 * blockIdx.x) >= 2047))) as t_load_5
write out[threadIdx.x + 2048 * threadIdx.y + 16 * blockIdx.x + 32768 * blockIdx.y] if !(((threadIdx.y + 16 * blockIdx.y) >= 2047) || ((((threadIdx.x + 16 * blockIdx.x) < 1) || ((threadIdx.y + 16 * blockIdx.y) < 1)) || ((threadIdx.x + 16 * blockIdx.x) >= 2047))) as out_store_1
