// pipe_waves.cu - the naive multiply's L1-hit loads apart and mixed, timed (median
// of 15 after 3 warm-ups) and counted by ncu: how many requests a clock an
// SM sustains in kernels of many short waves (RESULTS.md, 2026-11-24).
//   nvcc -O2 -arch=sm_90 -o pipe_waves pipe_waves.cu && ./pipe_waves
//   REPS=1 ncu --metrics sm__cycles_elapsed.avg,sm__inst_executed_pipe_lsu.sum,l1tex__data_pipe_lsu_wavefronts.sum ./pipe_waves
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#define N 8192
#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); exit(1); } } while (0)
__global__ void k_both(const float (*a)[32], const float (*b)[N], float (*c)[N]) {
  int row = blockIdx.y * 32 + threadIdx.y, col = blockIdx.x * 32 + threadIdx.x; float t = 0;
  for (int i = 0; i < 32; i++) t += a[row][i] * b[i][col];
  c[row][col] = t; }
__global__ void k_bonly(const float (*a)[32], const float (*b)[N], float (*c)[N]) {
  int row = blockIdx.y * 32 + threadIdx.y, col = blockIdx.x * 32 + threadIdx.x; float t = 0;
  for (int i = 0; i < 64; i++) t += b[i & 31][col] * (float)(i >> 5 ? 2 : 1) + b[(i + 7) & 31][col] * 0.0f;
  c[row][col] = t; }
__global__ void k_b64(const float (*a)[32], const float (*b)[N], float (*c)[N]) {
  int row = blockIdx.y * 32 + threadIdx.y, col = blockIdx.x * 32 + threadIdx.x; float t = 0;
#pragma unroll
  for (int i = 0; i < 32; i++) t += b[i][col] * b[(i + 16) & 31][col ^ 1];
  c[row][col] = t; }
__global__ void k_a64(const float (*a)[32], const float (*b)[N], float (*c)[N]) {
  int row = blockIdx.y * 32 + threadIdx.y, col = blockIdx.x * 32 + threadIdx.x; float t = 0;
#pragma unroll
  for (int i = 0; i < 32; i++) t += a[row][i] * a[row ^ 1][i];
  c[row][col] = t; }
__global__ void k_bothnoc(const float (*a)[32], const float (*b)[N], float (*c)[N]) {
  int row = blockIdx.y * 32 + threadIdx.y, col = blockIdx.x * 32 + threadIdx.x; float t = 0;
  for (int i = 0; i < 32; i++) t += a[row][i] * b[i][col];
  if (t == 12345.f) c[row][col] = t; }
typedef void (*kf)(const float (*)[32], const float (*)[N], float (*)[N]);
int main() {
  float *a, *b, *c; CK(cudaMalloc(&a, (size_t)N * 32 * 4)); CK(cudaMalloc(&b, (size_t)N * 32 * 4)); CK(cudaMalloc(&c, (size_t)N * N * 4));
  CK(cudaMemset(a, 0, (size_t)N * 32 * 4)); CK(cudaMemset(b, 0, (size_t)N * 32 * 4));
  kf ks[] = { k_both, k_bonly, k_b64, k_a64, k_bothnoc }; const char *nm[] = { "both", "bonly", "b64", "a64", "bothnoc" };
  dim3 g(N / 32, N / 32), bl(32, 32); cudaEvent_t e0, e1; CK(cudaEventCreate(&e0)); CK(cudaEventCreate(&e1));
  int reps = getenv("REPS") ? atoi(getenv("REPS")) : 15;
  for (int k = 0; k < 5; k++) {
    std::vector<float> ms;
    for (int r = 0; r < reps + 3; r++) {
      CK(cudaEventRecord(e0)); ks[k]<<<g, bl>>>((const float (*)[32])a, (const float (*)[N])b, (float (*)[N])c); CK(cudaGetLastError());
      CK(cudaEventRecord(e1)); CK(cudaEventSynchronize(e1)); float m; CK(cudaEventElapsedTime(&m, e0, e1)); if (r >= 3) ms.push_back(m); }
    std::sort(ms.begin(), ms.end()); printf("%-8s median %.4f ms\n", nm[k], ms[ms.size() / 2]);
  }
  return 0; }
