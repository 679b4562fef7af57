# pattern 23 of validate --random --seed 7: its --emit-cuda kernel acc_s1
grid 2
block 96, 1
shared int v0[1711]
shared char v1[6]
global ulong acc_scratch[64]
contents shared = 0
contents constant = 0
kernel "k.cu" acc_s1 (acc_scratch, 1)
