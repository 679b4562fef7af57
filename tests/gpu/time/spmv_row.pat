# spmv_row of suite.cu: a CSR matrix of R rows, NNZ entries a row
# (row_ptr[r] = r * NNZ), entry j's column (j * 7919) % R, a scatter
# over x, times x; a thread a row (2^14 rows by default, so that the
# checks that run every pattern stay quick; the suite gives R and NNZ:
# cases.txt)
param R = 1 << 14
param NNZ = 8
grid R / 256
block 256
global int row_ptr[R + 1]
global int col[R * NNZ]
global float val[R * NNZ]
global float x[R]
global float y[R]
contents row_ptr = iota * NNZ
contents col = (iota * 7919) % R
kernel "suite.cu" spmv_row (row_ptr, col, val, x, y, R)
