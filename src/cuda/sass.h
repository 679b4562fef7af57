/*
 * sass.h - what ptxas made of a kernel: the machine instructions (SASS)
 * of each line of its PTX, read from the line table ptxas writes into
 * the cubin under -lineinfo (.nv_debug_line_sass, a DWARF line program
 * whose file is the PTX itself). No disassembler is needed: the table
 * gives, for each run of instructions, the PTX line they come from, and
 * from compute capability 7.0 on every instruction is 16 bytes.
 */
#ifndef SASS_H
#define SASS_H

#include <stddef.h>
#include <stdint.h>

#include "ptx.h"

/* Bytes of one machine instruction, compute capability 7.0 on. */
#define SASS_INSN_BYTES 16

/*
 * The instructions of function name (its symbol, the lowered name) in
 * the cubin elf (n bytes), by PTX line: count[L] for line L (1-based) of
 * the PTX ptxas compiled, for L < *nlines (count malloc'ed; lines no
 * instruction comes from count 0); *total, the function's instructions.
 * 0, or -1 where the cubin is not one this reader knows, has no line
 * table, or no function of that name (nothing allocated).
 */
int sass_line_counts(const unsigned char *elf, size_t n, const char *name,
                     uint32_t **count, int *nlines, uint64_t *total);

/*
 * Each instruction of k given its share of the machine instructions of
 * its line (count, nlines: sass_line_counts for k's PTX), a pass: ptxas
 * copies a loop's body when it unrolls it (a main loop and its
 * remainder: 7 copies of a loop of four multiply-adds, on sm_90), so a
 * line of a loop counts its instructions over the copies, the copies
 * being the count of the loop's memory instructions (one machine
 * instruction each a copy, a load ptxas widens aside). Sets k->sass.
 */
void sass_weigh(ptx_kernel *k, const uint32_t *count, int nlines);

#endif
