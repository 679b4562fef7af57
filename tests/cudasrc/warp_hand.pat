# warp of warp.cu by hand: the warp-wide values worked out (the ballot
# of t % 3 == 0 has 11 lanes, t / 4 matches 4, the sum of t is 496)
param NN = 5
grid 2
block 32
global int out[1024]
int t = threadIdx.x
int any = (NN >= 0 && NN < 32) ? 1 : 0
int all = NN > 31 ? 1 : 0
int u = t < 3 ? t : t - 3
out[t * 3] = 1 as ballot
out[64 + t * (1 + any + 2 * all)] = 2 as vote
out[128 + t * 4] = 3 as match
out[256 + t * 2 + 3] = 4 as matchall
out[320 + t] = 5 as redux
out[400 + u + (t ^ 5) + ((t * 7) & 31)] = 6 as shfl
if (t < 20) {
    out[600 + t * 10] = 7 as part
}
