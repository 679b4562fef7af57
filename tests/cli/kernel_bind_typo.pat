# a misspelt array among a kernel's parameters: the closest array is named
grid 1
block 32
global int a[64]
global int bins[64]
global int c[64]
kernel "contents_expr.cu" k (a, bnis, c)
