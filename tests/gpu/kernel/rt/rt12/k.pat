# pattern 12 of validate --random --seed 7: its --emit-cuda kernel acc_s0
grid 6
block 8, 8
shared float2 v0[64]
global float4 v1[384]
shared short v2[64]
global ulong acc_scratch[64]
contents v1 = 0
contents shared = 0
contents constant = 0
kernel "k.cu" acc_s0 (v1, acc_scratch, 1)
