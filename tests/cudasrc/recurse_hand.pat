# recurse of calls.cu by hand: a on the way down, b on the way up
param D = 5
grid 1
block 64
global float a[64 * 20]
global float b[64 * 20]
int t = threadIdx.x
for (int d = D; d >= 0; d--) {
    a[t + 64 * d] = 1 as down
}
for (int r = 1; r <= D; r++) {
    b[(t * 5 + r) % 64 + 64 * r] = 2 as up
}
