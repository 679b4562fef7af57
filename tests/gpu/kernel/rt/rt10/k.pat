# pattern 10 of validate --random --seed 7: its --emit-cuda kernel acc_s0
grid 5
block 48, 1
shared int4 v0[5]
shared float4 v1[64]
global ulong acc_scratch[64]
contents shared = 0
contents constant = 0
kernel "k.cu" acc_s0 (acc_scratch, 1)
