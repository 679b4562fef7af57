# pattern 1 of validate --random --seed 7: its --emit-cuda kernel acc_s0
grid 4
block 256, 1
shared int v0[511]
global ulong acc_scratch[64]
contents shared = 0
contents constant = 0
kernel "k.cu" acc_s0 (acc_scratch, 1)
