# atoms of atomic.cu by hand
grid 4
block 128
global int hist[64]
global unsigned m[128]
global float f[8]
global int slot[64]
global ulong big[8]
shared int sh[64]
int t = blockIdx.x * blockDim.x + threadIdx.x
sh[threadIdx.x % 64] = 0 as clear
__syncthreads()
atomicAdd(&hist[t % 16], 1) as add
atomicMax(&m[t / 4], t) as max
atomicAdd(&f[t % 8], 1) as fadd
atomicAdd(&sh[(t * 2) % 64], 2) as sadd
atomicCAS(&slot[t % 32], 0, t) as cas
atomicExch(&slot[32 + t % 32], 0) as exch
atomicSub(&hist[16 + t % 4], 5) as sub
atomicAdd(&big[t % 8], 1) as badd
__syncthreads()
hist[20 + threadIdx.x % 32] = sh[threadIdx.x % 64] as flush
