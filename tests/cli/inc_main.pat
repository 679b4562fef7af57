# inc_main.pat - a pattern whose declarations are in inc_decls.pat
include "inc_decls.pat"
read a[blockIdx.x * TILE + threadIdx.x] as r
expect r.sectors_per_request == 4
