grid 1
block 32
local int big[200000]
if (threadIdx.x < 4) {
    local int inner[4]
}
