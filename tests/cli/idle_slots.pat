# idle_slots.pat - a shared-memory sum of 256 words a block, sequential
# addressing, written twice: each step's accesses predicated (their own
# 'if', as ptxas compiles a short body), then under an 'if' block (a
# branch). A warp of no thread under h issues the predicated accesses
# with no lane active: 4 warps a block at h = 128, 6 at 64, 7 at 32 to
# 1, 52 instructions a block each; each a slot of the shared pipe
# (tests/gpu/pipe/README). The block form jumps them: none.
param BLOCKS = 4096
param FORM = 0

grid BLOCKS
block 256

global float g[BLOCKS * 256]
shared float s[256]

read g[blockIdx.x * 256 + threadIdx.x] as load
write s[threadIdx.x] as fill
sync
for (h = 128; h > 0; h /= 2) {
	if FORM == 0 {
		read s[threadIdx.x] if threadIdx.x < h as mine
		read s[threadIdx.x + h] if threadIdx.x < h as other
		write s[threadIdx.x] if threadIdx.x < h as sum
	} else {
		if threadIdx.x < h {
			read s[threadIdx.x] as jmine
			read s[threadIdx.x + h] as jother
			write s[threadIdx.x] as jsum
		}
	}
	sync
}
expect all.wavefronts == 44 * BLOCKS
