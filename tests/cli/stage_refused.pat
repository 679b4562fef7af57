# stage_refused.pat - strided and column reads that suggest does not
# stage through a shared tile, each for a reason it gives
# (tests/cli/suggest_stage_refused.cmd).
param N = 512

grid 2
block 32

global float p[N][N]
global float big[2 * 32 * 1024]
global float g[N * 8]
global float q[N][N]
global float u[N][N]

let r = blockIdx.x * 32 + threadIdx.x

# one column of 32 rows a block, and no loop to tile: the tile would be
# one element wide (stage_gather.pat has the gather)
read p[r][blockIdx.x] as column

# a stride of 1024 floats: the block's span is 128 KiB
read big[r * 1024] as far

# a grid-stride loop over a strided index
for (i = r; i < N; i += 64) {
	read g[i * 8] as grid_stride
}

# a column read, predicated
read q[r][blockIdx.x] if r < N as guarded

# a column read under an if
if blockIdx.x == 0 {
	read u[r][1] as in_if
}
