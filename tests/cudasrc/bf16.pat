# bits.cu's bf16: a bfloat16 converted (cvt.f32.bf16, not followed)
param N = 1 << 16
grid N / 256
block 256
global ushort x[N]
global float y[N]
kernel "bits.cu" bf16 (x, y, N)
