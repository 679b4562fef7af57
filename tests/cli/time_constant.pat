# time_constant.pat - the constant cache serves a request once per distinct
# address: D addresses a warp, 64 loads a warp in 8192 warps, as the H100
# probe walk of tests/gpu/constant (measured 42, 75 and 143 us for D = 8, 16,
# 32); the time line is the constant bound's
param D = 32
grid 1024
block 256
constant float c[32]
for k in 0 .. 64 {
  read c[threadIdx.x % 32 / (32 / D)]
}
