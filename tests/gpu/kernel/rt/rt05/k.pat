# pattern 5 of validate --random --seed 7: its --emit-cuda kernel acc_s1
grid 3
block 32, 1
shared double v0[32]
shared float4 v1[63]
global ulong acc_scratch[64]
contents shared = 0
contents constant = 0
kernel "k.cu" acc_s1 (acc_scratch, 1)
