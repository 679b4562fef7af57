# html_pad.pat - a tiled transpose big enough that the HTML page's work
# limit runs out: the values asked for with -D must all be shown.

param N = 4096
param PAD = 1

grid N / 32, N / 32
block 32, 32

global float a[N][N]
global float b[N][N]
shared float tile[32][32 + PAD]

let x = blockIdx.x * 32 + threadIdx.x
let y = blockIdx.y * 32 + threadIdx.y

read a[y][x]
write tile[threadIdx.y][threadIdx.x]
read tile[threadIdx.x][threadIdx.y]
write b[blockIdx.x * 32 + threadIdx.y][blockIdx.y * 32 + threadIdx.x]
