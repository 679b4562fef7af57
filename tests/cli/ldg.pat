# ldg: loads through the read-only path, counted as global loads
grid 2
block 64
global float a[4096]
ldg a[threadIdx.x] as nc_coalesced
ldg a[threadIdx.x * 32] if threadIdx.x % 2 == 0 as nc_strided
expect nc_coalesced.sectors_per_request == 4
expect nc_strided.sectors_per_request == 16
