# pattern 4 of validate --random --seed 7: its --emit-cuda kernel acc_s0
grid 6
block 128, 1
global float2 v0[96]
global int v1[30]
global ulong acc_scratch[64]
contents v0 = 0
contents v1 = 0
contents shared = 0
contents constant = 0
kernel "k.cu" acc_s0 (v0, v1, acc_scratch, 1)
