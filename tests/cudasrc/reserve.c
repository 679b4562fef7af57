/*
 * reserve.c - an LD_PRELOAD library for tests/cudasrc/run.sh: as it loads
 * it reserves 8 GiB of address space (PROT_NONE, nothing behind it), as a
 * sanitizer's build reserves its shadow memory, so that accessan's fork
 * for NVRTC starts past ACCESSAN_COMPILE_MEMORY's 4096 MiB.
 */
#include <sys/mman.h>

__attribute__((constructor)) static void
reserve(void)
{
	(void)mmap(0, (size_t)8 << 30, PROT_NONE,
	           MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
}
