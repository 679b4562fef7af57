# a step away from the bound that depends on the thread: the work
# limit names the loop, at its line
grid 1
block 64
shared float sdata[256]
let tid = threadIdx.x
for (s = 0; s < 256; s -= tid % 2 + 1) {
    read sdata[tid % 32] as away
}
