// smem_wave.cu - how many shared-memory wavefronts does the load/store
// unit spend on one warp-level load or store? One launch per probe of a
// probe table (tests/gpu/smem_probe.py writes them; smem_lanes turns
// pattern files into them): a single warp (grid 1, block 32), so that no
// other warp can arbitrate for the pipe, whose active lanes (the probe's
// mask) repeat the probe's access REPS times. The pipe counter
// l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld (_st) over
// smsp__inst_executed_op_shared_ld (_st) is then the wavefronts of one
// instruction; tests/gpu/smem_measure.sh reads them with ncu.
//
// Probe line: NAME SIZE ld|st MASK ADDR0 .. ADDR31 (byte offsets into the
// block's shared memory, multiples of SIZE, below SMEM).
// Usage: smem_wave TABLE [FIRST [COUNT]]    (probes FIRST .. FIRST+COUNT-1)
// Build: nvcc -arch=sm_90 -O3 -o smem_wave tests/gpu/smem_wave.cu
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define REPS 128
#define SMEM 8192

// Volatile loads and stores are neither merged nor dropped: REPS LDS/STS
// instructions, all of them executed by the active lanes alone.
template <int SIZE, bool STORE>
__global__ void __launch_bounds__(32) probe(const unsigned *off, unsigned mask)
{
	__shared__ __align__(128) unsigned char s[SMEM];
	unsigned lane = threadIdx.x;
	unsigned a = (unsigned)__cvta_generic_to_shared(s) + off[lane];
	unsigned v = lane;

	if (!(mask >> lane & 1))
		return;
#pragma unroll
	for (int k = 0; k < REPS; k++) {
		if (STORE) {
			if (SIZE == 4)
				asm volatile("st.volatile.shared.u32 [%0], %1;"
				             :: "r"(a), "r"(v) : "memory");
			else if (SIZE == 8)
				asm volatile("st.volatile.shared.v2.u32 [%0], {%1, %1};"
				             :: "r"(a), "r"(v) : "memory");
			else
				asm volatile("st.volatile.shared.v4.u32 [%0], {%1, %1, %1, %1};"
				             :: "r"(a), "r"(v) : "memory");
		} else {
			unsigned x, y, z, w;
			if (SIZE == 4)
				asm volatile("ld.volatile.shared.u32 %0, [%1];"
				             : "=r"(x) : "r"(a) : "memory");
			else if (SIZE == 8)
				asm volatile("ld.volatile.shared.v2.u32 {%0, %1}, [%2];"
				             : "=r"(x), "=r"(y) : "r"(a) : "memory");
			else
				asm volatile("ld.volatile.shared.v4.u32 {%0, %1, %2, %3}, [%4];"
				             : "=r"(x), "=r"(y), "=r"(z), "=r"(w)
				             : "r"(a) : "memory");
		}
	}
}

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
	fprintf(stderr, "%s: %s\n", #x, cudaGetErrorString(e_)); exit(1); } } while (0)

struct line { int size; bool store; unsigned mask; unsigned addr[32]; };

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: smem_wave TABLE [FIRST [COUNT]]\n");
		return 2;
	}
	FILE *f = fopen(argv[1], "r");
	if (!f) { perror(argv[1]); return 1; }
	std::vector<line> t;
	char buf[4096];
	while (fgets(buf, sizeof buf, f)) {
		char name[256], op[8];
		line l;
		int n;
		if (buf[0] == '#' || buf[0] == '\n')
			continue;
		if (sscanf(buf, "%255s %d %7s %u%n", name, &l.size, op, &l.mask, &n) != 4) {
			fprintf(stderr, "bad line %s", buf);
			return 1;
		}
		char *p = buf + n;
		for (int i = 0; i < 32; i++) {
			l.addr[i] = (unsigned)strtoul(p, &p, 10);
			if (l.addr[i] % l.size || l.addr[i] + l.size > SMEM) {
				fprintf(stderr, "bad address in %s\n", name);
				return 1;
			}
		}
		l.store = strcmp(op, "st") == 0;
		t.push_back(l);
	}
	fclose(f);
	size_t first = argc > 2 ? strtoul(argv[2], 0, 10) : 0;
	size_t count = argc > 3 ? strtoul(argv[3], 0, 10) : t.size();
	if (first > t.size()) first = t.size();
	if (count > t.size() - first) count = t.size() - first;
	unsigned *d;
	CHECK(cudaMalloc(&d, (count ? count : 1) * 32 * sizeof(unsigned)));
	std::vector<unsigned> h(count * 32);
	for (size_t i = 0; i < count; i++)
		memcpy(&h[i * 32], t[first + i].addr, sizeof t[0].addr);
	CHECK(cudaMemcpy(d, h.data(), h.size() * sizeof(unsigned), cudaMemcpyHostToDevice));
	for (size_t i = 0; i < count; i++) {
		const line &l = t[first + i];
		const unsigned *o = d + i * 32;
#define L(S, ST) probe<S, ST><<<1, 32>>>(o, l.mask)
		if (l.store)
			l.size == 4 ? L(4, true) : l.size == 8 ? L(8, true) : L(16, true);
		else
			l.size == 4 ? L(4, false) : l.size == 8 ? L(8, false) : L(16, false);
		CHECK(cudaGetLastError());
	}
	CHECK(cudaDeviceSynchronize());
	printf("%zu probes from %zu\n", count, first);
	return 0;
}
