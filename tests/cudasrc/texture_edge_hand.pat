# texture.cu's edge, by hand: floor(3t - 40) and floor(70.5 - t)
grid 1
block 32
texture float img[64][64]
global float out[32]
let t = threadIdx.x
read tex2D(img, t * 3 - 40, 70 - t) as fetch
write out[t] as store
