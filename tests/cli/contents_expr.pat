# 'contents' as an expression of 'iota' (the element's index): only
# numbers, params and iota; one value for a kernel's own variables; at
# most 64 levels of operators
param R = 64
grid 1
block 32
global int a[R]
global int b[R]
global int c[R]
global int d[R]
contents a = (iota * 7) % R
contents b = iota + threadIdx.x
contents c = R - iota * k
contents shared = iota * 2
contents d = iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota+iota
kernel "contents_expr.cu" k (a, b, c)
