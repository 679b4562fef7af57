# keep.pat for sm_70: older than NVRTC 13's sm_75, so ptxas is not asked;
# the stack's PTX accesses are counted, as keep_hand.pat's local array,
# and a note says that ptxas's report is not available
arch sm_70
param N = 2
grid 1
block 64
global int out[32]
kernel "local.cu" keep (out, N)
