# pattern 9 of validate --random --seed 7: its --emit-cuda kernel acc_s1
grid 5
block 256, 1
global float v0[1315]
shared short v1[766]
global ulong acc_scratch[64]
contents v0 = 0
contents shared = 0
contents constant = 0
kernel "k.cu" acc_s1 (v0, acc_scratch, 1)
