# suggest_refused.pat - a strided read of a 1-D shared array that fills
# the 48 KiB of static shared memory but for one float, its size odd: no
# XOR swizzle keeps every index in bounds (none is tried), and every
# padding would take more shared memory than a block has. accessan
# suggest must say that nothing was found, with the refusals counted.
grid 1
block 32

shared float f[12287]

read f[32 * threadIdx.x] as strided
