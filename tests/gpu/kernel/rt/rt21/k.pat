# pattern 21 of validate --random --seed 7: its --emit-cuda kernel acc_s1
grid 3
block 32, 2
shared int4 v0[64]
global char v1[18]
global ulong acc_scratch[64]
contents v1 = 0
contents shared = 0
contents constant = 0
kernel "k.cu" acc_s1 (v1, acc_scratch, 1)
