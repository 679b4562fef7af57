# Every name a user types, misspelt, is answered with the closest one:
# a label, a figure, a type qualifier, an architecture.
grid 1
block 32
global float a[32]
shared volatil float s[32]
read a[threadIdx.x] as partner
expect parnter.sectors_per_request == 4
expect partner.sector_per_request == 4
