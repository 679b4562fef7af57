# pattern 6 of validate --random --seed 7: its --emit-cuda kernel acc_s0
grid 5
block 96, 1
global short v0[480]
global int4 v1[20][33]
shared double v2[4][33]
global ulong acc_scratch[64]
contents v0 = 0
contents v1 = 0
contents shared = 0
contents constant = 0
kernel "k.cu" acc_s0 (v0, v1, acc_scratch, 1)
