# 1D textures (tex1Dfetch of linear memory): lane octets for texels up to
# 8 bytes, quads for 16-byte ones, as an H200 counted them
grid 4
block 64
texture float f[4096]
texture uchar b[4096]
texture float4 v[4096]
let i = blockIdx.x * blockDim.x + threadIdx.x
read tex1Dfetch(f, i + 1) as float_off1
read tex1Dfetch(b, i) as bytes
read tex1Dfetch(v, i + 1) as float4_off1
