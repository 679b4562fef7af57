# profile_curve.pat - a copy of one float a thread in blocks of 256 on
# the test profile with loaded-latency curves (profile_curve.prof): 64
# warps an SM of 128 bytes in flight, 8192 bytes an SM, wait the copy
# curve's 716 ns and a wave at least the wave curve's 839; in a loop of
# 2 passes a round keeps dram_latency_ns (the loop's passes overlap).
param loop = 0
grid 2112
block 256
global float a[2112 * 256 * 2]
global float b[2112 * 256 * 2]
let i = blockIdx.x * blockDim.x + threadIdx.x
if loop == 0 {
	read a[i]
	write b[i]
} else {
	for k in 0 .. 2 {
		read a[k * 2112 * 256 + i]
		write b[k * 2112 * 256 + i]
	}
}
