# matrix_row_col.pat - a row-major matrix read along a row and along a
# column.
#
# What it shows: C stores m[r][c] at r * N + c, so the elements of a row
# are adjacent and those of a column are N floats apart. A warp whose
# lanes walk along a row reads 128 contiguous bytes: 4 sectors per
# request. A warp whose lanes walk down a column puts every lane in a
# sector of its own (here N * 4 = 256 bytes apart): 32 sectors per
# request, 1/8 of each used.
#
# What to change: map threadIdx.x to the index that varies fastest in
# memory, the column (see block2d.pat); if an algorithm must walk columns,
# transpose the matrix first (transpose_shared.pat) or store it
# column-major.

param N = 64

grid 2
block 32

global float m[N][N]

let lane = threadIdx.x
let k = blockIdx.x

# lane l reads m[k][l]: along row k
read m[k][lane] as along_row
# lane l reads m[l][k]: down column k
read m[lane][k] as along_column

expect along_row.sectors_per_request == 4
expect along_row.efficiency == 100%
expect along_column.sectors_per_request == 32
expect along_column.efficiency == 12.5%
