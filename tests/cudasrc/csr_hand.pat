# the time suite's spmv_row, by hand: the bounds row_ptr[r] and row_ptr[r +
# 1] (one access of the kernel's line), then NNZ entries of row r and
# the gather of x by their columns, (j * 7919) % R as csr.pat declares
param R = 4096
param NNZ = 8
grid R / 256
block 256
global int row_ptr[R + 1]
global int col[R * NNZ]
global float val[R * NNZ]
global float x[R]
global float y[R]
let r = blockIdx.x * blockDim.x + threadIdx.x
for t in 0 .. 2 {
	read row_ptr[r + t] as bounds
}
for k in 0 .. NNZ {
	read col[r * NNZ + k] as columns
	read x[((r * NNZ + k) * 7919) % R] as gather
	read val[r * NNZ + k] as values
}
write y[r] as out
