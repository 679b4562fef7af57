/*
 * cudagen.h - the CUDA code generator: turns a parsed pattern into CUDA C
 * that NVRTC compiles for the GPU backend (gpu/) and that --emit-cuda
 * prints for a reader.
 *
 * The source holds one extern "C" kernel per access statement, named
 * acc_s<ID> (ID: the statement's index in program->accesses), which performs
 * that access alone so that hardware counters can be attributed to it, and
 * one kernel acc_all that performs every access. Every kernel has the
 * pattern's geometry and control flow, and this parameter list:
 *
 *   (T *a, ...                  one pointer per global array, declaration order
 *                               (a texture's: its texture object, an
 *                               unsigned long long)
 *    unsigned long long *acc_out,   [0]: 0, or 1 + the id of the first access
 *                                   whose index left its array; [1]: sink
 *    unsigned long long acc_key)    the sink is stored only if it equals
 *                                   this: pass CUDAGEN_KEY
 *
 * Launched with grid (gx * R, gy, gz), replica r = blockIdx.x / gx runs the
 * pattern on its own copy of every global array, found cudagen_stride()
 * bytes after the previous one; R = 1 runs the pattern as written.
 *
 * With every kernel (CUDAGEN_ALL) the source also holds, for measuring:
 *   acc_time   every access as a hand-written kernel makes it, for
 *              timing: grid (gx * R, gy, gz) as above, one replica a
 *              block, no index checks, the same instructions at the same
 *              addresses as acc_all, but free to overlap (no memory
 *              clobber, a sink per access, global accesses cached in L1):
 *              only the pattern's sync orders them;
 *   acc_c<N>   for each shared-memory access N: one block runs it
 *              CUDAGEN_CYCLE_REPS times and stores the cycles in
 *              acc_out[2] (acc_out then needs 3 words);
 *   acc_w<N>   for each shared-memory access N of a grid of 2 to
 *              CUDAGEN_SERIAL_MAX_WARPS warps: acc_s<N> played by one
 *              warp (launched as grid 1, block 32), which runs every
 *              warp of the grid in turn, so that the load/store unit's
 *              pipe counter of wavefronts sees no other warp;
 *   acc_flush  (const uint4 *p, unsigned long long n, acc_out, acc_key):
 *              reads n 16-byte words, to leave L2 clean before a counted
 *              kernel.
 */
#ifndef CUDAGEN_H
#define CUDAGEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "pat.h"

struct diag;

/* acc_key for a launch: no sum of the loaded values equals it (the
   arrays are filled with 1.0f, stores write thread numbers) */
#define CUDAGEN_KEY 0xfffffffffffffff1ull

/* The most source cudagen writes, and the most statements it looks at
   on the way (a pattern needing more is refused with a message): the
   source of every access's kernel repeats the code that access needs. */
#define CUDAGEN_MAX_BYTES (16u << 20)
#define CUDAGEN_MAX_WORK (1u << 27)

/* cudagen_emit's only_access for "every kernel" */
#define CUDAGEN_ALL (-1)

/*
 * Write the CUDA source for p to out: every kernel when only_access is
 * CUDAGEN_ALL, else the shared declarations and kernel acc_s<only_access>.
 * Returns 0, or -1 after reporting to d (a pattern the GPU cannot run,
 * such as a store to constant memory or an access of an odd size, or one
 * whose source would pass CUDAGEN_MAX_BYTES); nothing is written then.
 */
int cudagen_emit(const pat_program *p, int only_access, FILE *out,
                 struct diag *d);

/* The same into a malloc'ed, NUL-terminated string (NULL on error). */
char *cudagen_source(const pat_program *p, int only_access, struct diag *d);

/*
 * The file name to give NVRTC for a pattern read from file (NULL:
 * "pattern"), malloc'ed: C-escaped ("\\", control bytes as octal), since
 * NVRTC reads it as a C string and copies it into the PTX's .file with
 * -lineinfo; a quote, which no PTX string can hold, becomes "'" and a
 * byte outside ASCII (ptxas refuses what is not UTF-8) "?".
 */
char *cudagen_file_name(const char *file);

/* Bytes from one replica of global array a to the next (a multiple of 256
   at least as large as the array, its offset included). */
uint64_t cudagen_stride(const pat_array *a);

/* Byte offset of global array a's element 0 from the start of its
   allocation (the model's base address modulo 256, so that sectors and
   64-byte pairs fall as in the model). */
uint64_t cudagen_global_offset(const pat_array *a);

/* Byte offset of shared or constant array a in the kernel's shared-memory
   or constant buffer, and the size of that buffer. */
uint64_t cudagen_space_offset(const pat_program *p, const pat_array *a);
uint64_t cudagen_space_bytes(const pat_program *p, enum pat_space sp);

/* Kernels of more static shared memory than this use dynamic shared memory
   (the launch must then pass cudagen_space_bytes(p, SPACE_SHARED)). */
#define CUDAGEN_STATIC_SHARED_MAX 49152u

/* The kernel's name for access id (CUDAGEN_ALL: "acc_all"), into buf. */
const char *cudagen_kernel_name(int id, char *buf, size_t len);

/* Replicas per block of acc_time: one, as the pattern's own blocks run
   (running several in one block, as acc_time once did, gives each thread
   more loads in flight than the kernel the pattern describes, and hides
   what a hand-written kernel of that geometry would show). Repetitions
   timed by acc_c<N>. */
#define CUDAGEN_TIME_UNROLL 1
#define CUDAGEN_CYCLE_REPS 64

/* Does access id have a cycles kernel (acc_c<id>)? */
bool cudagen_has_cycles(const pat_program *p, int id);
/* acc_w<N> plays the grid's warps one after the other: beyond this many
   its one warp would take too long, and the access is counted by
   acc_s<N> alone (warps contending). */
#define CUDAGEN_SERIAL_MAX_WARPS 65536

/* Does access id have a one-warp kernel (acc_w<id>)? */
bool cudagen_has_serial(const pat_program *p, int id);

#endif
