# sm_35_l1 counts loads in 128-byte lines: a loop step or a block's
# offset of 32 bytes changes a load's cost there, so the evaluator's
# classes must not stand one for another (they did, with the sector's
# period: 16384 sectors for ld where --exhaustive counts 28672)
arch sm_35_l1
grid 64
block 128
global float a[64 * 128 * 4 + 64]
for (int i = 0; i < 16; i++) {
    read a[(blockIdx.x * blockDim.x + threadIdx.x) + i * 8] as ld
}
read a[blockIdx.x * 40 + threadIdx.x] as ld2
expect ld.sectors == 28672
expect ld2.sectors == 1792
