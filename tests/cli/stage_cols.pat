# stage_cols.pat - a row-major matrix read down its columns by 2-D
# blocks of any shape (BX x BY): threadIdx.x picks the row. suggest
# stages it through a shared tile of the block's BX x BY elements,
# loaded along rows (tests/cli/suggest_stage_cols.cmd).
param N = 64
param BX = 32
param BY = 8

grid N / BX, N / BY
block BX, BY

global float m[N][N]

let r = blockIdx.x * BX + threadIdx.x
let c = blockIdx.y * BY + threadIdx.y
read m[r][c] as down
