# unroll: the loads of N passes of a loop issue together, one round of
# waiting where there would be N; the whole of a loop of numbers joins
# the statements around it. The time model's rounds: 1 (first and
# whole) + 2 (twice) here, 1 + 4 + 4 without unroll.
param N = 1 << 22

grid N / 1024
block 256

global float a[N]
global float b[N]
global float c[N]

let i = blockIdx.x * 1024 + threadIdx.x
read c[i] as first
unroll for (int j = 0; j < 4; j++) {
	read a[i + j * 256] as whole
}
unroll 2 for j in 0 .. 4 {
	read b[i + j * 256] as twice
}
