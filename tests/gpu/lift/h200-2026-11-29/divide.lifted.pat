# kernel divide of tests/cudasrc/divide.cu, lifted from its PTX by accessan --emit-pattern, for the launch of tests/cudasrc/divide.pat at the values below
# params: B = 64
grid 64, 1, 1
block 256, 1, 1

global int out[8192]
global uint uo[8192]
global long wide[8192]

write out[((threadIdx.x + 256 * blockIdx.x - 300) / 3) + 100] as out_store_1
write out[((threadIdx.x + 256 * blockIdx.x - 300) / 7) + 200] as out_store_2
write out[threadIdx.x + 256 * blockIdx.x - 10 * ((threadIdx.x + 256 * blockIdx.x - 300) / 10)] as out_store_3
write out[((threadIdx.x + 256 * blockIdx.x - 300) / 1000) + 400] if (threadIdx.x + 256 * blockIdx.x - 5 * ((threadIdx.x + 256 * blockIdx.x - 300) / 5) - 300) == 0 as out_store_4
write uo[(threadIdx.x + 256 * blockIdx.x) / 5] as uo_store_1
write uo[threadIdx.x + 256 * blockIdx.x - 641 * ((threadIdx.x + 256 * blockIdx.x) / 641) + 256] as uo_store_2
write uo[((threadIdx.x + 256 * blockIdx.x) / 12) + 1024] as uo_store_3
write uo[(((threadIdx.x + 256 * blockIdx.x) >> 5) / 3125) + 1200] as uo_store_4
write wide[((1000003 * threadIdx.x + 256000768 * blockIdx.x - 400000000) / 3000017) + 200] as wide_store_1
