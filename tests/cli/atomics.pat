# atomics as C forms and the 'atomic' keyword: their own counting rule
struct Bin { int count; float sum; }
grid 2
block 64
global unsigned long long big[64]
global Bin bins[64]
shared int h[64]
shared double d[64]
int t = threadIdx.x
h[t] = 0
__syncthreads()
atomicAdd(&h[0], 1) as uniform      // one word by the code: one operation a warp
atomicAdd(&h[t / 64], 1) as same    // 32 lanes on one word: 32 passes
atomicAdd(&h[t % 32], 1) as spread  // one word a lane: 1 pass
atomicAdd(&h[(t * 32) % 64], 1)     // two words in bank 0: 32 passes
atomic h[t / 2] as pairs            // two lanes a word: 2 passes
int old = atomicCAS(&h[t], 0, t)
atomicExch(&d[t], 1.0)
atomicSub(&h[t], 1); atomicMin(&h[t], 3); atomicMax(&h[t], 3)
atomicInc(&h[t], 9); atomicDec(&h[t], 9)
atomicAnd(&h[t], 1); atomicOr(&h[t], 1); atomicXor(&h[t], 1)
__syncthreads()
atomicAdd(&big[t % 8], 1ull) as big64
atomicAdd(&bins[t].sum, 1.0f) as field
expect uniform_atomic.wavefronts_per_request == 1
expect same_atomic.wavefronts_per_request == 32
expect spread_atomic.wavefronts_per_request == 1
expect pairs.wavefronts_per_request == 2
expect big64_atomic.sectors_per_request == 8   # 4 lanes a word: 4 passes of 2 sectors
expect races == 0
