# bits.cu's bitidx by hand: __ffs(1 << (t % 8)) is t % 8 + 1; the low
# word of t:0 shifted right by 28, 16 t; bytes 1, 4, 4, 4 of 0:t << 8,
# t; the xor of t, 0 and 0, t
grid 1
block 32
global float out[16384]
global float in[32]
read in[threadIdx.x] as load
write out[(threadIdx.x % 8 + 1) * 32 + threadIdx.x] as ffs
write out[threadIdx.x * 16 + 2048] as shf
write out[threadIdx.x * 2 + 4096] as prmt
write out[threadIdx.x + 8192] as lop3
