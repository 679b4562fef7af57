# Loops whose update cannot bring the variable past the bound: said at
# the update, before anything runs (a loop its start does not enter,
# and one whose update ends it, are not errors).
grid 1
block 256
shared float sdata[256]
let tid = threadIdx.x
for (s = 1; s < blockDim.x; s *= 1) {
    read sdata[tid] if tid < s
}
for (s = 1; s < blockDim.x; s += 0) {
    read sdata[tid]
}
for (s = 0; s < 256; s -= 1) {
    read sdata[tid]
}
for (s = blockDim.x / 2; s >= 0; s >>= 1) {
    read sdata[tid]
}
for (int s = 128; s > 0; s *= 0) {
    read sdata[tid]
}
for (s = 4; s < 2; s -= 1) {
    read sdata[tid]
}
for (s = tid; s < 256; s = s) {
    read sdata[tid]
}
for (s = 256; s > tid; s++) {
    read sdata[tid]
}
int i = 0;
while (i < 10) {
    read sdata[i]
    i -= 2;
}
