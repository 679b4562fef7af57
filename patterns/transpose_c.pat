# transpose_c.pat - the course notes' tiled transpose, written as the kernel's C.
#
# What it shows: the 32 x 33 padded tile of transpose_padded.pat, in the
# kernel's own words: #define, typed declarations, a C-form for with
# 'int j' and a brace on the next line, copy statements 'b[i] = a[j]'
# (a read, then a write), a reassignment of x and y (read as new lets)
# and a counting while loop. Both global accesses are coalesced (4
# sectors per request) and neither side of the tile has a bank conflict.
#
# What to change: make the tile TILE x TILE (drop the '+ 1'): the reads
# of the tile down its columns become 32-way bank conflicts.

#define TILE 32
#define ROWS 8
param N = 64

grid N / TILE, N / TILE
block TILE, ROWS

global float idata[N][N]
global float odata[N][N]
__shared__ float tile[TILE][TILE + 1];

int x = blockIdx.x * TILE + threadIdx.x;
int y = blockIdx.y * TILE + threadIdx.y;
for (int j = 0; j < TILE; j += ROWS)
{
    tile[threadIdx.y + j][threadIdx.x] = idata[y + j][x] as in;
}
__syncthreads();
x = blockIdx.y * TILE + threadIdx.x;    // transposed block offset
y = blockIdx.x * TILE + threadIdx.y;
int j = 0;
while (j < TILE) {
    odata[y + j][x] = tile[threadIdx.x][threadIdx.y + j] as out;
    j += ROWS;
}

expect in_read.sectors_per_request == 4
expect in_write.bank_conflicts == 0
expect out_read.bank_conflicts == 0
expect out_write.sectors_per_request == 4
expect all.efficiency == 100%

# the barrier orders the tile's stores before other threads' loads
expect races == 0
