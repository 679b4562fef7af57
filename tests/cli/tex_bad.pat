grid 1
block 32
texture float img[64][64]
global float g[64][64]
texture float line1[64]
texture float cube[4][64][64]
texture double dbl[64][64]
texture float wide[4][200000]
texture float off[64][64] offset 16
write tex2D(img, 0, 0)
read img[0][threadIdx.x]
write img[0][threadIdx.x]
read tex2D(img, threadIdx.x)
read tex2D(img, threadIdx.x, 1, 2)
read tex1D(img, 1)
read tex3D(img, 1, 2, 3)
read tex2D(g, 1, 2)
atomic img[0][0]
ldg img[0][0]
view int v = img
float x = img[0][threadIdx.x]
img[0][threadIdx.x] = 1
if threadIdx.x < 2 {
	texture float inner[8][8]
}
