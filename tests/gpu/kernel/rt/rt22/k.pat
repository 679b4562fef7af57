# pattern 22 of validate --random --seed 7: its --emit-cuda kernel acc_s1
grid 6
block 48, 1
global float v0[18][33]
global int v1[18][33]
global char v2[378]
global ulong acc_scratch[64]
contents v0 = 0
contents v1 = 0
contents v2 = 0
contents shared = 0
contents constant = 0
kernel "k.cu" acc_s1 (v0, v1, v2, acc_scratch, 1)
