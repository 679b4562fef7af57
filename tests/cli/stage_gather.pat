# stage_gather.pat - a column read whose rows are a permutation of the
# block's lanes (a gather, as an index the data sets would be): staging
# it through a shared tile runs, in bounds and with fewer sectors, but
# the tile's origin would differ from thread to thread, so suggest's
# proof refuses it (tests/cli/suggest_stage_gather.cmd).
param N = 512

grid 2, 8
block 32, 8

global float p[N][N]

# row 128 + the lane's place in a 4 x 8 shuffle; column: threadIdx.y
let perm = threadIdx.x % 8 * 4 + threadIdx.x / 8
read p[128 + blockIdx.x * 32 + perm][blockIdx.y * 8 + threadIdx.y] as gather
