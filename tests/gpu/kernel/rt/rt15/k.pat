# pattern 15 of validate --random --seed 7: its --emit-cuda kernel acc_s0
grid 5
block 100, 1
global float v0[65][9]
global ulong acc_scratch[64]
contents v0 = 0
contents shared = 0
contents constant = 0
kernel "k.cu" acc_s0 (v0, acc_scratch, 1)
