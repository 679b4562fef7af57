# histogram.pat - a 256-bin histogram of bytes, written as the kernel's C:
# each block counts its pixels into a private shared histogram with
# atomicAdd, then adds it to the global one.
#
# What it shows: atomics have a counting rule of their own (accessan-
# pattern(5), THE MODEL, Atomics; to be checked on a GPU). A shared
# atomic costs as many wavefronts as the most lanes that hit one bank,
# lanes on the same bin included: an update is never broadcast. On
# varied pixels (the stand-in 'bin' spreads a warp's lanes over the 32
# banks) each update costs 1 wavefront; on a flat image, where every
# lane of a warp adds to the same bin (-D FLAT=1), the same line costs
# 32. The
# merge into the global histogram is one coalesced atomic per bin and
# block: 4 sectors a request. The barriers keep the clearing, the
# counting and the merge apart: no race.
#
# What to change: for images with large flat regions, aggregate a warp's
# equal bins first (__match_any_sync, then one atomicAdd of the count by
# the leader), or keep a histogram per warp; -D FLAT=1 shows the cost.

#define BINS 256
param N = 1 << 16                 // pixels
param FLAT = 0                    // 1: every pixel of a warp alike

grid 64
block 256

global unsigned char img[N]
global unsigned int hist[BINS]
__shared__ unsigned int sh[BINS]

int tid = threadIdx.x
sh[tid] = 0 as clear
__syncthreads()
for (int i = blockIdx.x * blockDim.x + tid; i < N; i += gridDim.x * blockDim.x)
{
    unsigned char v = img[i] as pixel
    // the model cannot know v: its bin is a stand-in, a spread of the
    // lanes over the banks, or (FLAT) the same bin for a whole warp
    int bin = FLAT ? i / 32 % BINS : (i * 97 + i / 256) % BINS
    atomicAdd(&sh[bin], 1) as count
}
__syncthreads()
atomicAdd(&hist[tid], sh[tid]) as merge

expect pixel_read.sectors_per_request == 1
expect count_atomic.wavefronts_per_request == (FLAT ? 32 : 1)
expect merge_atomic.sectors_per_request == 4
expect races == 0
