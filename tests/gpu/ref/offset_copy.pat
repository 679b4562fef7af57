# offset_copy.pat - tests/gpu/ref's offset copy: thread t copies float
# t + off, so that every warp's 128 bytes straddle two 128-byte lines.
# patterns/offset.pat with G blocks instead of 16 (256 MB an array),
# paired with ref_offset_copy in ref.cu (its OFF is this off).

param off = 1
param G = 262144

grid G
block 256

global float idata[G * 256 + off]
global float odata[G * 256 + off]

let xid = blockIdx.x * blockDim.x + threadIdx.x + off
read idata[xid] as load
write odata[xid] as store
