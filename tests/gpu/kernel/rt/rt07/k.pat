# pattern 7 of validate --random --seed 7: its --emit-cuda kernel acc_s1
grid 4
block 16, 3
global float4 v0[508]
global float v1[16][16]
global ulong acc_scratch[64]
contents v0 = 0
contents v1 = 0
contents shared = 0
contents constant = 0
kernel "k.cu" acc_s1 (v0, v1, acc_scratch, 1)
