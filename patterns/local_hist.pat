# local_hist.pat - a per-thread histogram in local memory: each thread
# counts its 16 values into its own 'int hist[16]', an automatic array
# the compiler cannot keep in registers because the bin is a run-time
# value (it goes to local memory: nvcc -Xptxas -v reports its stack frame).
#
# What it shows: local memory is interleaved by the hardware, word k of
# lane l at k * 128 + l * 4 bytes of the warp's frame, so the same index
# in every lane of a warp is perfectly coalesced: the clearing loop,
# hist[k] with the loop variable k, costs 4 sectors a request, the least
# a warp's 128 bytes can take. Indexed by the data, hist[bin] with a bin
# that differs from lane to lane, each lane's word lies in a row of its
# own: 32 sectors a request, 1/8 of each used. The model cannot know the
# data; 'bin' stands in for varied pixels (-D SAME=1: every lane of a
# warp on the same bin, as on a flat image, is coalesced again).
#
# What to change: keep per-thread arrays indexed by loop variables (the
# compiler may then unroll them into registers), or count into a shared
# histogram (histogram.pat), where a lane-dependent bin costs a bank
# conflict at worst instead of a sector per lane.

param N = 16                      // values a thread
param SAME = 0                    // 1: every lane of a warp on one bin

grid 8
block 128

global unsigned char img[8 * 128 * N]
global int out[8 * 128 * 16]
local int hist[16]

int tid = blockIdx.x * blockDim.x + threadIdx.x
for (int k = 0; k < 16; k++) {
    hist[k] = 0 as clear
}
for (int i = 0; i < N; i++) {
    unsigned char v = img[i * gridDim.x * blockDim.x + tid] as pixel
    // the stand-in for v's bin: spread over the lanes, or one a warp
    int bin = SAME ? i % 16 : (tid * 7 + i) % 16
    hist[bin] += 1 as count
}
for (int k = 0; k < 16; k++) {
    out[k * gridDim.x * blockDim.x + tid] = hist[k] as flush
}

expect clear_write.sectors_per_request == 4
expect count_read.sectors_per_request == (SAME ? 4 : 32)
expect count_write.sectors_per_request == (SAME ? 4 : 32)
expect flush_read.sectors_per_request == 4
expect flush_write.sectors_per_request == 4
expect races == 0
