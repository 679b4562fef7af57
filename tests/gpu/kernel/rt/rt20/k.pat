# pattern 20 of validate --random --seed 7: its --emit-cuda kernel acc_s2
grid 1
block 32, 1
shared float2 v0[793]
shared short v1[5][8]
shared int v2[5][9]
global ulong acc_scratch[64]
contents shared = 0
contents constant = 0
kernel "k.cu" acc_s2 (acc_scratch, 1)
