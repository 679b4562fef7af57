# The Guide's staged copy and execute with a kernel of 64 MiB: transfer
# --kernel copies its arrays' bytes, not the 256 MiB default.

grid 65536
block 256

global float a[65536 * 256]

let i = blockIdx.x * blockDim.x + threadIdx.x
read a[i] as load
write a[i] as store

expect all.sectors_per_request == 4
expect all.efficiency == 100%
