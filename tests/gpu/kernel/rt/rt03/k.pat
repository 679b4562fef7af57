# pattern 3 of validate --random --seed 7: its --emit-cuda kernel acc_s1
grid 6
block 32, 4
shared float2 v0[92]
global int4 v1[768]
global ulong acc_scratch[64]
contents v1 = 0
contents shared = 0
contents constant = 0
kernel "k.cu" acc_s1 (v1, acc_scratch, 1)
