# atomics the hardware does not have, and a call without an address
grid 1
block 32
constant int c[32]
shared char b[32]
shared int h[32]
atomic c[0]
atomicAdd(&b[threadIdx.x], 1)
atomicAdd(h[0], 1)
atomicAdd(&nope[0], 1)
atomicAdd(&h[threadIdx.x], 1) as ok
expect ok_atomic.races == 0
