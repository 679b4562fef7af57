/* divide.cu - divisions and remainders by constants, which compilers make
   multiplications (the high half of a product, shifted, and a signed
   one's correction): the lift reads them back as divisions
   (lift_twins.py), negative quotients included. */
__global__ void divide(int *out, unsigned *uo, long long *wide)
{
	int t = blockIdx.x * blockDim.x + threadIdx.x - 300;
	unsigned u = blockIdx.x * blockDim.x + threadIdx.x;
	long long w = (long long)u * 1000003 - 400000000;

	out[t / 3 + 100] = 1;
	out[t / 7 + 200] = 2;
	out[t % 10 + 300] = 3;
	if (t % 5 == 0)
		out[t / 1000 + 400] = 4;
	uo[u / 5] = 6;
	uo[u % 641 + 256] = 7;
	uo[u / 12 + 1024] = 8;
	uo[u / 100000 + 1200] = 9;
	wide[w / 3000017 + 200] = 10;
}
