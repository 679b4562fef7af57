grid 1
block 64
shared double s[64]
let q = threadIdx.x == 5 ? 0 : 100 / (threadIdx.x - 5)
read s[q & 63]
read s[threadIdx.x / (threadIdx.x - 5) + 3]
