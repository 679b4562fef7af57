# pattern 18 of validate --random --seed 7: its --emit-cuda kernel acc_s0
grid 3
block 32, 3
shared char v0[158]
global ulong acc_scratch[64]
contents shared = 0
contents constant = 0
kernel "k.cu" acc_s0 (acc_scratch, 1)
