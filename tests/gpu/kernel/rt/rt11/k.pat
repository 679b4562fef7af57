# pattern 11 of validate --random --seed 7: its --emit-cuda kernel acc_s2
grid 2
block 7, 1
global float4 v0[62]
global float4 v1[6][4]
global float4 v2[4][33]
global ulong acc_scratch[64]
contents v0 = 0
contents v1 = 0
contents v2 = 0
contents shared = 0
contents constant = 0
kernel "k.cu" acc_s2 (v0, v1, v2, acc_scratch, 1)
