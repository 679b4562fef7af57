# texture.cu's bytes, by hand
grid 1
block 32
texture uchar img[8][64]
global uchar out[32]
let t = threadIdx.x
read tex2D(img, t % 8, t / 8) as fetch
write out[t] as store
