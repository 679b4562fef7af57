# a step that depends on the thread: lanes 0, 2, ... stay at 0 while
# the others finish; said when the update leaves every lane as it was
grid 1
block 64
shared float sdata[256]
let tid = threadIdx.x
for (s = tid % 2; s < 8; s *= 2) {
    read sdata[tid] as stuck
}
