# tex2D's edges: clamped coordinates, predicated lanes, 1- and 16-byte
# texels, a texture between global arrays; every figure worked out by
# hand from the rule of accessan-pattern(5), Textures.
grid 1
block 32
global float before[3]
texture float img[64][64]
texture uchar bytes[16][1000]
texture float4 v4[8][8]
global float after[64]
let l = threadIdx.x
# x clamped to 0 in lanes 0-5, y to row 63: bytes 0-107 of one row, 7
# sectors; quads 0 and 1 one lookup each, the other six two: 14
read tex2D(img, l - 5, 100000) as clamp
# lanes 0, 8, 16, 24 down a column: 4 quads, each its own sector
read tex2D(img, 3, l) if l % 8 == 0 as sparse
# 32 bytes of a row: 2 sectors, one lookup a quad
read tex2D(bytes, l, 5) as row8
# float4, 8 wide and 4 high: a texel fills a sector's row, so 16
# distinct sectors (8 columns by 2 row pairs); a quad's 4 texels of one
# row are 4 lookups, 32 in all
read tex2D(v4, l % 8, l / 8) as quad16
# the global arrays around the texture keep their own sectors
read after[l * 2] as after2
expect clamp.sectors == 14
expect clamp.requests == 1
expect sparse.sectors == 4
expect sparse.requests == 1
expect row8.sectors == 8
expect row8.efficiency == 12.5%
expect quad16.sectors == 32
expect after2.sectors == 8
