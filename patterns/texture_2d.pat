# texture_2d.pat - a 1024 x 1024 float image read down its columns and
# along its rows, from a row-major global array and through tex2D() on a
# CUDA array: what a texture's 2D locality buys, and what it does not.
#
# What it shows: with the lanes of a warp on 32 consecutive rows
# (colwalk) a row-major array puts every lane in a row of its own: 32
# sectors a request, 12.5 % of each used. The same walk through a texture
# (texcol) costs 16: a CUDA array is block-linear, each 32-byte sector 16
# bytes wide by 2 rows tall, so two lanes share one. Along the rows the
# plain coalesced load is the better one (rowwalk, 4 sectors) and the
# texture takes 8 (texrow): its sectors are 16 bytes wide, and it looks
# them up a lane quad at a time.
#
# The texture's rule (accessan-pattern(5), Textures) comes from public
# descriptions of NVIDIA's block-linear layout and was checked on an H100
# (tests/gpu/texture: these two walks and 48 other shapes); NVIDIA does
# not document it. Measured there, the whole image, 1024 warps of 32
# steps: colwalk 12.0 us, texcol 8.9 us, rowwalk 8.2 us, texrow 8.4 us;
# L1 sectors a request 32, 16, 4 and 8, as expected below.
#
# What to change: walk a row-major array along its rows (lanes on
# consecutive columns), or transpose through shared memory
# (transpose_shared.pat); where the access is 2D by nature (image
# filters, a stencil's neighbours in both directions) and cannot be made
# coalesced, a texture keeps both directions local.

grid 256
block 128

global float img[1024][1024]
texture float timg[1024][1024]

let lane = threadIdx.x % 32
let w = (blockIdx.x * blockDim.x + threadIdx.x) / 32
for k in 0 .. 32 {
	read img[w % 32 * 32 + lane][w / 32 * 32 + k] as colwalk
}
for k in 0 .. 32 {
	read tex2D(timg, w / 32 * 32 + k, w % 32 * 32 + lane) as texcol
}
for k in 0 .. 32 {
	read img[w / 32 * 32 + k][w % 32 * 32 + lane] as rowwalk
}
for k in 0 .. 32 {
	read tex2D(timg, w % 32 * 32 + lane, w / 32 * 32 + k) as texrow
}

expect colwalk.sectors_per_request == 32
expect texcol.sectors_per_request == 16
expect texcol.requests == 32768
expect rowwalk.sectors_per_request == 4
expect texrow.sectors_per_request == 8
