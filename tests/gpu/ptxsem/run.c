/*
 * run.c - the PTX semantics cases on a GPU: loads each DIR/semN.ptx that
 * gen.py wrote (mode gpu) through the driver API, runs its kernel on one
 * thread and prints every case's result, "INDEX 0xVALUE", the lines of
 * expected.txt.
 *
 * build (on the GPU's machine):
 *   cc -I/usr/local/cuda/include -o run run.c -L/usr/local/cuda/lib64/stubs -lcuda
 * usage: run DIR NCASES
 */
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>

#define CK(x) do { CUresult e_ = (x); if (e_ != CUDA_SUCCESS) { \
	const char *s_ = "?"; cuGetErrorString(e_, &s_); \
	fprintf(stderr, "run: %s: %s\n", #x, s_); exit(3); } } while (0)

static char *
slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;

	if (f == NULL)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	buf = malloc((size_t)n + 1);
	if (buf == NULL || fread(buf, 1, (size_t)n, f) != (size_t)n)
		exit(3);
	buf[n] = '\0';
	fclose(f);
	return buf;
}

int
main(int argc, char **argv)
{
	CUdevice dev;
	CUcontext ctx;
	CUdeviceptr out;
	unsigned long long *host;
	long n, i;
	int k;

	if (argc != 3) {
		fprintf(stderr, "usage: run DIR NCASES\n");
		return 2;
	}
	n = atol(argv[2]);
	CK(cuInit(0));
	CK(cuDeviceGet(&dev, 0));
	CK(cuCtxCreate(&ctx, NULL, 0, dev));
	CK(cuMemAlloc(&out, (size_t)n * 8));
	CK(cuMemsetD8(out, 0xee, (size_t)n * 8));
	for (k = 0;; k++) {
		char path[4096], name[32];
		char *ptx;
		CUmodule m;
		CUfunction f;
		void *args[] = { &out };
		snprintf(path, sizeof(path), "%s/sem%d.ptx", argv[1], k);
		if ((ptx = slurp(path)) == NULL)
			break;
		snprintf(name, sizeof(name), "sem%d", k);
		CK(cuModuleLoadData(&m, ptx));
		CK(cuModuleGetFunction(&f, m, name));
		CK(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, args, NULL));
		CK(cuCtxSynchronize());
		CK(cuModuleUnload(m));
		free(ptx);
	}
	host = malloc((size_t)n * 8);
	CK(cuMemcpyDtoH(host, out, (size_t)n * 8));
	for (i = 0; i < n; i++)
		printf("%ld 0x%llx\n", i, host[i]);
	return 0;
}
