# sgemm_float4.pat - one 128 x 128 x 8 step of a register-tiled SGEMM with float4 loads.
#
# What it shows: a 256-thread block computes a 128 x 128 tile of C, each
# thread an 8 x 8 block of it. Per step of 8 along K it loads a 128 x 8
# tile of A and an 8 x 128 tile of B with one float4 load per thread
# ('view float4 A4 = A': the same storage read 16 bytes at a time), stores
# A transposed into shared memory (4 scalar stores), B as float4, and
# each thread then reads two float4 of each shared tile per k. The global
# loads use every byte they fetch; the transposed store of A costs 2
# wavefronts (lanes 2n and 2n+1 hit one bank); the fragment reads of As
# are broadcasts, but those of Bs, 32 bytes apart from lane to lane,
# take 8 wavefronts where 4 would do: a 2-way conflict in every phase.
#
# What to change: read B's fragment as Bs4[k][tx] and Bs4[k][tx + 16]
# (each thread's 8 columns split in two float4 64 bytes apart, as tuned
# kernels do) and the conflict goes; or read the fragments as floats
# (index As and Bs) and count 4 times the requests.

#define BM 128
#define BN 128
#define BK 8
#define TM 8
#define TN 8
param M = 256
param N = 256
param K = 256

grid N / BN, M / BM
block 256

global float A[M][K]
global float B[K][N]
global float C[M][N]
view float4 A4 = A
view float4 B4 = B
view float4 C4 = C
shared __align__(16) float As[BK][BM]
shared __align__(16) float Bs[BK][BN]
view float4 As4 = As
view float4 Bs4 = Bs

int tid = threadIdx.x;
int tx = tid % 16;          // column of the thread's 8 x 8 block
int ty = tid / 16;          // row
int arow = tid / 2;         // A tile: 128 rows of 2 float4
int acol = tid % 2 * 4;
int brow = tid / 32;        // B tile: 8 rows of 32 float4
int bcol = tid % 32 * 4;
int k0 = 0;                 // one step along K

float4 a = A4[blockIdx.y * BM + arow][(k0 + acol) / 4] as ga;
As[acol + 0][arow] = a.x as sa0;
As[acol + 1][arow] = a.y;
As[acol + 2][arow] = a.z;
As[acol + 3][arow] = a.w;
Bs4[brow][bcol / 4] = B4[k0 + brow][(blockIdx.x * BN + bcol) / 4] as b;
__syncthreads();
for (int k = 0; k < BK; k++) {
    float4 a0 = As4[k][ty * TM / 4] as fa;
    float4 a1 = As4[k][ty * TM / 4 + 1];
    float4 b0 = Bs4[k][tx * TN / 4] as fb;
    float4 b1 = Bs4[k][tx * TN / 4 + 1];
}
for (int i = 0; i < TM; i++) {
    C4[blockIdx.y * BM + ty * TM + i][(blockIdx.x * BN + tx * TN) / 4] = acc0 as c;
}

expect ga_read.efficiency == 100%
expect b_read.efficiency == 100%
expect sa0_write.wavefronts_per_request == 2
expect fa_read.bank_conflicts == 0
expect fb_read.wavefronts_per_request == 8
expect c_write.efficiency == 1 / 2

# the barrier orders the tile's stores before other threads' loads
expect races == 0
