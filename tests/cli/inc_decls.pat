# inc_decls.pat - declarations shared by inc_main.pat (issue 19: include)
#define TILE 32
param N = 64
grid N / TILE
block TILE
global float a[N]
