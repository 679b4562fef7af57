# registers: 128 a thread leave 2 blocks of 256 on an SM (65536 / (128 x
# 256)): 264 resident on 132 SMs, so 600 blocks run in 3 waves of 8
# rounds (the loop's 8 passes, one load each)
registers 128
grid 600
block 256
global float a[600 * 256 * 8]
for i in 0 .. 8 {
	read a[(i * 600 + blockIdx.x) * 256 + threadIdx.x]
}
