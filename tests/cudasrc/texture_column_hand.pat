# texture.cu's column, by hand
grid 8
block 32
texture float img[32][32]
global float out[256]
for k in 0 .. 4 {
	read tex2D(img, blockIdx.x * 4 + k, threadIdx.x) as fetch
}
write out[blockIdx.x * blockDim.x + threadIdx.x] as store
