# a failed expectation on 'all' names the access that fails it most
grid 2
block 64
global float a[4096]
shared float s[64 * 32]
read a[threadIdx.x] as good
read a[threadIdx.x * 2]
read s[threadIdx.x * 32]
read s[threadIdx.x]
expect all.bank_conflicts == 0
expect all.efficiency >= 90%
expect all.requests > 0
