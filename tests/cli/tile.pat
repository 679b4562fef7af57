# a 16x16 float tile read by column, then padded to 17 columns
grid 1
block 16, 16
shared float t[16][16]
shared float p[16][17]
read t[threadIdx.x][threadIdx.y]
expect wavefronts_per_request == 8
read p[threadIdx.x][threadIdx.y]
expect wavefronts_per_request == 2
