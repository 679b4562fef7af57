# constant_probe.pat - tests/gpu/texture/probe.cu's constant loads as a
# pattern: one warp, 64 loads each of D distinct addresses (lane / (32 /
# D)). The expectations are what an H100 counted: idc__requests less the
# kernel's parameter loads, D passes a request
# (tests/gpu/constant/probe-h100.txt), which for loads of up to 8 bytes
# are the model's distinct addresses a request. Through 'accessan
# validate' the compiler may merge these loads (their addresses are
# known once k is unrolled) and the passes are then not compared: the
# probe's figures came from ld.const with a run-time address.
grid 1
block 32

constant unsigned ctab[4096]

for k in 0 .. 64 {
	read ctab[k * 32 + threadIdx.x / 32] as d1
	read ctab[k * 32 + threadIdx.x / 16] as d2
	read ctab[k * 32 + threadIdx.x / 8] as d4
	read ctab[k * 32 + threadIdx.x / 4] as d8
	read ctab[k * 32 + threadIdx.x / 2] as d16
	read ctab[k * 32 + threadIdx.x] as d32
}

expect d1.distinct_per_request == 1
expect d2.distinct_per_request == 2
expect d4.distinct_per_request == 4
expect d8.distinct_per_request == 8
expect d16.distinct_per_request == 16
expect d32.distinct_per_request == 32
expect d32.requests == 64
