# pattern 13 of validate --random --seed 7: its --emit-cuda kernel acc_s1
grid 5
block 33, 1
shared int4 v0[715]
global short v1[40][5]
global ulong acc_scratch[64]
contents v1 = 0
contents shared = 0
contents constant = 0
kernel "k.cu" acc_s1 (v1, acc_scratch, 1)
