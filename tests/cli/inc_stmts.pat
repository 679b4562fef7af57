# inc_stmts.pat - statements from an included file run where the include
# stands; their reports and diagnostics name that file
param N = 64
param BAD = 0
grid N / 32, N / 32
block 32, 32
global float in[N][N]
global float out[N][N]
include "inc_tile.pat"
int xo = blockIdx.y * 32 + threadIdx.x
int yo = blockIdx.x * 32 + threadIdx.y
out[yo][xo] = tile[threadIdx.x][threadIdx.y] as store
expect load_read.sectors_per_request == 4
expect store_write.sectors_per_request == 4
expect races == 0
