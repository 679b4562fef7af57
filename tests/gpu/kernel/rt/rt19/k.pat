# pattern 19 of validate --random --seed 7: its --emit-cuda kernel acc_s1
grid 5
block 64, 1
global short v0[320]
global float2 v1[320]
shared float4 v2[19]
global ulong acc_scratch[64]
contents v0 = 0
contents v1 = 0
contents shared = 0
contents constant = 0
kernel "k.cu" acc_s1 (v0, v1, acc_scratch, 1)
