# constant_lut.pat - a lookup table in constant memory, read with one
# index per warp and with one index per lane.
#
# What it shows: constant memory serves a warp's request one distinct
# address at a time. A coefficient every lane of the warp reads
# (lut[k] for a loop variable k, or lut[blockIdx.x]) is one pass, as
# cheap as a register; a table indexed by the lane (lut[threadIdx.x % 32])
# is 32 passes, one after another, and lut[lane / 8] four. On an H100 the
# indexed constant cache counts exactly these passes (idc__requests, one
# per distinct address of an LDC: tests/gpu/constant/), and a warp's 64
# lookups take 22 us with 1 distinct address, 27 us with 4 and 143 us with
# 32 (1024 blocks of 256 threads, tests/gpu/texture/probe.cu). accessan
# --gpu on an H100 agreed on per_warp, four_values and per_lane; the
# unrolled lut[k] ran as fewer LDC instructions than loads (the compiler
# merges loads of addresses it knows), so its passes are not compared.
#
# What to change: keep constant memory for values that are uniform across
# a warp (filter coefficients, a loop's bounds, a matrix row read by all).
# A table each lane indexes by its own data belongs in shared memory
# (loaded once per block, 32 banks) or in global memory read through the
# read-only path ('ldg', readonly.pat), where 32 lanes of consecutive
# words are one 4-sector request rather than 32 passes.

grid 4
block 256

constant float lut[256]

for k in 0 .. 4 {
	read lut[k] as uniform
}
read lut[threadIdx.x / 32] as per_warp
read lut[threadIdx.x % 32 / 8] as four_values
read lut[threadIdx.x % 32] as per_lane

expect uniform.distinct_per_request == 1
expect per_warp.distinct_per_request == 1
expect four_values.distinct_per_request == 4
expect per_lane.distinct_per_request == 32
expect per_lane.requests == 32
