# texture_walk.pat - a 1024 x 1024 float image read down its columns and
# along its rows from a row-major global array: the global half of a
# contrast whose other half, tex2D() on a CUDA array, is in
# texture_2d.pat (both halves, each predicted).
#
# What it shows: with the lanes of a warp on 32 consecutive rows
# (colwalk) every request touches 32 rows, 32 sectors for 128 useful
# bytes; with the lanes on 32 consecutive columns (rowwalk) it is 4. A
# texture fetch of the same column walk reads a CUDA array, whose
# block-linear layout NVIDIA does not publish: accessan's rule for it is
# from public descriptions. Measured on an H100 (tests/gpu/texture/, the
# same walks over the whole image, 1024 warps of 32 steps):
#
#   walk        load      L1 sectors a request   L2->L1 sectors   time
#   columns     global    32                     131072           12.0 us
#   columns     tex2D     16 (8 requests each)   131072            8.9 us
#   rows        global     4                     131072            8.2 us
#   rows        tex2D      8 (8 requests each)   131072            8.4 us
#
# The texture's 2D locality halves the column walk's L1 sectors and its
# time; along rows a plain coalesced load is as good or better. Each byte
# comes from L2 once either way: the 32 steps of a warp reuse the lines
# that the first step brought into L1.
#
# What to change: walk a row-major array along its rows (lanes on
# consecutive columns), or transpose through shared memory
# (transpose_shared.pat); where the access is 2D by nature (image
# filters, a stencil's neighbours in both directions) and cannot be made
# coalesced, a texture (tex2D on a CUDA array) keeps both directions
# local.

grid 256
block 128

global float img[1024][1024]

let lane = threadIdx.x % 32
let w = (blockIdx.x * blockDim.x + threadIdx.x) / 32
for k in 0 .. 32 {
	read img[w % 32 * 32 + lane][w / 32 * 32 + k] as colwalk
}
for k in 0 .. 32 {
	read img[w / 32 * 32 + k][w % 32 * 32 + lane] as rowwalk
}

expect colwalk.sectors_per_request == 32
expect colwalk.requests == 32768
expect rowwalk.sectors_per_request == 4
expect rowwalk.efficiency == 100%
