# global atomics on one word for the warp: an integer add the compiler
# makes one operation a warp (its address needs no threadIdx), a float
# add it does not, an exchange it does not, and a word the same in every
# lane only by its value (threadIdx.x / 64); the time model's atomic
# bound counts the busiest word's operations
grid 64
block 128
global int count[4]
global float sum[4]
global int flag[4]
int t = threadIdx.x
atomicAdd(&count[blockIdx.x % 2], 1) as uniform   // one a warp
atomicMax(&count[2], t) as umax                    // REDUX: one a warp
atomicAdd(&sum[0], 1.0f) as fadd                   // lane by lane
atomicExch(&flag[0], t) as exch                    // lane by lane
atomicAdd(&count[3 + t / 128], 1) as hidden        // lane by lane
expect uniform_atomic.sectors_per_request == 1
expect umax_atomic.sectors_per_request == 1
expect fadd_atomic.sectors_per_request == 32
expect exch_atomic.sectors_per_request == 32
expect hidden_atomic.sectors_per_request == 32
