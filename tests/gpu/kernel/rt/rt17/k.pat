# pattern 17 of validate --random --seed 7: its --emit-cuda kernel acc_s2
grid 6
block 128, 1
global short v0[6102]
global float v1[294]
global float4 v2[2814]
global ulong acc_scratch[64]
contents v0 = 0
contents v1 = 0
contents v2 = 0
contents shared = 0
contents constant = 0
kernel "k.cu" acc_s2 (v0, v1, v2, acc_scratch, 1)
