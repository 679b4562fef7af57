# the time suite's spmv_row (tests/gpu/time/suite.cu): a CSR matrix of
# NNZ entries a row, row r's from row_ptr[r] = r * NNZ, entry j's
# column (j * 7919) % R, declared by expressions of 'iota', the
# element's index; csr_hand.pat by hand
param R = 4096
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
kernel "../gpu/time/suite.cu" spmv_row (row_ptr, col, val, x, y, R)
expect col.sectors_per_request == 32
expect x.max_sectors_per_request == 32
