# the language's corners: structs, vectors, loops, if/else, offsets
struct Point { float x, y, z; }
param n = 1024
grid n / 128
block 128
global Point pts[n]
global float4 v[n] offset 16
global char c[n]
let i = blockIdx.x * blockDim.x + threadIdx.x
read pts[i].y
expect sectors_per_request == 12
read v[i].w
read c[i] if threadIdx.x % 32 < 16
for (s = 64; s > 0; s >>= 1) {
  if threadIdx.x < s {
    read c[i + s] as tail
  } else {
    write c[i]
  }
}
expect tail.requests == 64
