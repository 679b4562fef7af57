# a column read: every lane its own sector
grid 1
block 32
global float m[32][32]
read m[threadIdx.x][0]
expect sectors_per_request <= 4
expect efficiency > 0.9
