# kernel matmul_tiled of patterns/library.cu, lifted from its PTX by accessan --emit-pattern, for the launch of patterns/matmul_tiled_cu.pat at the values below
# params: N = 1024
grid 64, 64, 1
block 16, 16, 1

global float a[1048576]
global float b[1048576]
global float c[1048576]
shared float as[256]
shared float bs[256]
view int4 as_as16[64] = as

for pass0 in 0 .. 64 {
    read a[threadIdx.x + 1024 * threadIdx.y + 16384 * blockIdx.y + 16 * pass0] as a_load_1
    write as[threadIdx.x + 16 * threadIdx.y] as as_store_1
    read b[threadIdx.x + 1024 * threadIdx.y + 16 * blockIdx.x + 16384 * pass0] as b_load_1
    write bs[threadIdx.x + 16 * threadIdx.y] as bs_store_1
    sync
    read bs[threadIdx.x] as bs_load_1
    read as_as16[4 * threadIdx.y] as as_load_1
    read bs[threadIdx.x + 16] as bs_load_1__2
    read bs[threadIdx.x + 32] as bs_load_1__3
    read bs[threadIdx.x + 48] as bs_load_1__4
    read bs[threadIdx.x + 64] as bs_load_1__5
    read as_as16[4 * threadIdx.y + 1] as as_load_1__2
    read bs[threadIdx.x + 80] as bs_load_1__6
    read bs[threadIdx.x + 96] as bs_load_1__7
    read bs[threadIdx.x + 112] as bs_load_1__8
    read bs[threadIdx.x + 128] as bs_load_1__9
    read as_as16[4 * threadIdx.y + 2] as as_load_1__3
    read bs[threadIdx.x + 144] as bs_load_1__10
    read bs[threadIdx.x + 160] as bs_load_1__11
    read bs[threadIdx.x + 176] as bs_load_1__12
    read bs[threadIdx.x + 192] as bs_load_1__13
    read as_as16[4 * threadIdx.y + 3] as as_load_1__4
    read bs[threadIdx.x + 208] as bs_load_1__14
    read bs[threadIdx.x + 224] as bs_load_1__15
    read bs[threadIdx.x + 240] as bs_load_1__16
    sync
}
write c[threadIdx.x + 1024 * threadIdx.y + 16 * blockIdx.x + 16384 * blockIdx.y] as c_store_1
