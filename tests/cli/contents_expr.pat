# 'contents' as an expression of 'iota' (the element's index): only
# numbers, params and iota; one value for a kernel's own variables
param R = 64
grid 1
block 32
global int a[R]
global int b[R]
global int c[R]
contents a = (iota * 7) % R
contents b = iota + threadIdx.x
contents c = R - iota * k
contents shared = iota * 2
kernel "contents_expr.cu" k (a, b, c)
