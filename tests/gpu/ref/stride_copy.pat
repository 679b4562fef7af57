# stride_copy.pat - tests/gpu/ref's strided copy: thread t copies float
# t * stride. patterns/stride.pat with G blocks instead of 16 (256 MB
# an array at stride 2), paired with ref_stride_copy in ref.cu (its
# STRIDE is this stride).

param stride = 2
param G = 131072

grid G
block 256

global float idata[G * 256 * stride]
global float odata[G * 256 * stride]

let xid = (blockIdx.x * blockDim.x + threadIdx.x) * stride
read idata[xid] as load
write odata[xid] as store
