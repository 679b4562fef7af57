/* warp.cu - votes, matches, a reduction, shuffles of every mode and
   __syncwarp, each feeding an address, for tests/cudasrc/run.sh */

__global__ void warp(int *out, int n)
{
	int t = threadIdx.x;
	unsigned b = __ballot_sync(0xffffffffu, t % 3 == 0);
	int any = __any_sync(0xffffffffu, t == n);
	int all = __all_sync(0xffffffffu, t < n);
	unsigned m = __match_any_sync(0xffffffffu, t / 4);
	int pred;
	unsigned ma = __match_all_sync(0xffffffffu, n, &pred);
	int s = __reduce_add_sync(0xffffffffu, t);
	__syncwarp();
	int u = __shfl_up_sync(0xffffffffu, t, 3);
	int x = __shfl_xor_sync(0xffffffffu, t, 5);
	int i = __shfl_sync(0xffffffffu, t, (t * 7) & 31);
	out[t * (__popc(b) & 7)] = 1;
	out[64 + t * (1 + any + 2 * all)] = 2;
	out[128 + t * __popc(m)] = 3;
	out[256 + t * (1 + pred) + (ma & 3)] = 4;
	out[320 + t * (s % 5)] = 5;
	out[400 + u + x + i] = 6;
	if (t < 20) {
		/* a ballot of the lanes inside the branch only */
		unsigned b2 = __ballot_sync(__activemask(), t & 1);
		out[600 + t * __popc(b2)] = 7;
	}
}
