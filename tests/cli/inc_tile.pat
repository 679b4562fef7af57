# inc_tile.pat - the load of a transpose's tile, as statements that the
# kernels including it share; its 'bad' line indexes past the tile
shared float tile[32][33]
int x = blockIdx.x * 32 + threadIdx.x
int y = blockIdx.y * 32 + threadIdx.y
tile[threadIdx.y][threadIdx.x] = in[y][x] as load
__syncthreads()
read tile[threadIdx.y][threadIdx.x + BAD] as bad
