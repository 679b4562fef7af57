# texture.cu's walk, by hand
grid 4, 16
block 64
texture float img[16][256]
global float out[16 * 256]
let x = blockIdx.x * blockDim.x + threadIdx.x
read tex2D(img, x, blockIdx.y) as fetch
write out[blockIdx.y * 256 + x] as store
