# pattern 8 of validate --random --seed 7: its --emit-cuda kernel acc_s2
grid 5
block 64, 1
global int4 v0[105]
shared float v1[9]
global float v2[1660]
global ulong acc_scratch[64]
contents v0 = 0
contents v2 = 0
contents shared = 0
contents constant = 0
kernel "k.cu" acc_s2 (v0, v2, acc_scratch, 1)
