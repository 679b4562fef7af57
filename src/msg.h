/*
 * msg.h - the table of messages: every diagnostic accessan prints, with
 * its id, its level and its text, in the manner of mandoc's mandocerr.
 *
 * A row is a macro MSG_<ID> whose value is "LEVEL, FORMAT": the level
 * (diag.h's enum diag_level) and a printf format, a string literal, so
 * that the compiler checks every call's arguments against it. Report one
 * with diag.h's DIAG_AT(d, file, src, loc, ID, args...) or
 * DIAG_PLAIN(d, ID, args...); a message built into a buffer first (one
 * that a lower layer hands up) takes its format from MSG_FMT(ID).
 *
 * accessan(1)'s DIAGNOSTICS lists every row: tests/tools/msgcheck.py
 * fails make check when a row has no entry there, an entry no row, or a
 * row no use. The entry is the text with each conversion written as a
 * word that says what it stands for ('%s' of "unknown array '%s'" is
 * "unknown array 'name'").
 *
 * A row's id is its stage (LEX, PARSE, ...) and a few words: ids are
 * stable, the JSON report and SARIF name a message by it; rewording a
 * text keeps its id.
 *
 * Rows stay on one line each, however long (the only exemption from the
 * 80 columns): the table is read by eye and by the test.
 */
#ifndef MSG_H
#define MSG_H

#include <inttypes.h>

/* ---- the scanner (lex.c) */
#define MSG_LEX_CHARACTER DIAG_ERROR, "unexpected character %s"
#define MSG_LEX_NUMBER_SUFFIX DIAG_ERROR, "invalid digit or suffix in number '%s'"
#define MSG_LEX_NUMBER DIAG_ERROR, "invalid number"
#define MSG_LEX_INTEGER_TOO_LARGE DIAG_ERROR, "integer literal too large (the largest is %" PRId64 ")"
#define MSG_LEX_UNTERMINATED_COMMENT DIAG_ERROR, "unterminated comment ('*/' expected)"
#define MSG_LEX_UNTERMINATED_STRING DIAG_ERROR, "unterminated string ('\"' expected on the same line)"

/* ---- the parser (parse.c) */

/* ---- patterns and files (pat.c, source.c, arena.c) */

/* ---- the command line and the commands (cli.c, cmd_*.c, main.c) */

/* ---- baselines (baseline.c) */

/* ---- running a pattern (eval.c, pipeline.c, sweep.c) */

/* ---- CUDA kernels (cudasrc.c, nvrtc.c, ptxcache.c, ptx*.c) */
#define MSG_CUDA_KERNEL_NAME DIAG_ERROR, "the kernel's name: %s"
#define MSG_CUDA_NVRTC_LINE DIAG_ERROR, "%s: NVRTC: %.*s"
#define MSG_CUDA_NVCC_LINE DIAG_ERROR, "%s: nvcc: %.*s"
#define MSG_CUDA_INCLUDE_FOLDER DIAG_ERROR, "include folder '%s': only letters, digits and / . _ + - (nvcc hands its options to a shell)"
#define MSG_CUDA_MACRO DIAG_ERROR, "macro '%s': NAME or NAME=VALUE, the value of letters, digits and _ . + - * / , (nvcc hands its options to a shell)"
#define MSG_CUDA_INCLUDE_IRREGULAR DIAG_ERROR, "%s includes '%s', which is not a regular file (a FIFO or a device would hold the compiler)"
#define MSG_CUDA_HOST_CODE_NO_NVCC DIAG_ERROR, "%s did not compile with NVRTC, which takes device code alone: the file has host code or a system header, which nvcc would compile, but %s"
#define MSG_CUDA_RAN_NVCC DIAG_NOTE, "%s has host code or a system header, so accessan ran nvcc: %s"
#define MSG_CUDA_NEEDS_NVRTC DIAG_ERROR, "'kernel' needs NVRTC, the CUDA run-time compiler: %s"
#define MSG_CUDA_NO_KERNEL_GUESS DIAG_ERROR, "%s has no kernel '%s'%s"
#define MSG_CUDA_NO_KERNEL DIAG_ERROR, "%s has no kernel '%s'"
#define MSG_CUDA_NO_KERNEL_OR_MORE DIAG_ERROR, "%s has no kernel '%s', or more than one (name one of several in quotes with its type, as \"(void (*)(float *))%s\"; a template's instance as %s<float>)"
#define MSG_CUDA_DID_NOT_COMPILE DIAG_ERROR, "%s did not compile (for kernel '%s')"
#define MSG_CUDA_PTXAS_OLD_PROFILE DIAG_NOTE, "kernel '%s': ptxas's report is not available (NVRTC 13 compiles for sm_75 and later, not sm_%d): the stack's %d PTX loads and stores are counted as local memory, though ptxas may keep them in registers"
#define MSG_CUDA_STACK_TOO_LARGE DIAG_ERROR, "kernel '%s' needs a stack frame of %llu bytes a thread (ptxas for sm_%d); a GPU gives a thread at most %u bytes of local memory: it would not launch"
#define MSG_CUDA_PTXAS_FAILED DIAG_ERROR, "kernel '%s' does not compile for sm_%d: %s"
#define MSG_CUDA_PTXAS_UNAVAILABLE DIAG_NOTE, "kernel '%s': ptxas's report is not available (%s): the stack's %d PTX loads and stores are counted as local memory, though ptxas may keep them in registers"
#define MSG_CUDA_STACK_IN_REGISTERS DIAG_NOTE, "kernel '%s': ptxas keeps the stack in registers (0 bytes stack frame for sm_%d): its %d PTX loads and stores make no memory access and are not counted"
#define MSG_CUDA_PTXAS_FRAME DIAG_NOTE, "kernel '%s': ptxas for sm_%d: %llu bytes stack frame, %llu bytes spill stores, %llu bytes spill loads; the stack's %d PTX loads and stores are counted as local memory%s"
#define MSG_CUDA_DYNAMIC_SHARED DIAG_ERROR, "kernel '%s' has the dynamic shared array '%s' (extern __shared__), sized by the launch: declare it before the 'kernel' line as the launch sizes it, as 'shared float %s[N]'"
#define MSG_CUDA_SHARED_NOT_DYNAMIC DIAG_WARNING, "shared array '%s' is no dynamic shared array of kernel '%s' (extern __shared__): the kernel's static ones are its own, and this one is not used"
#define MSG_CUDA_READ_SOURCE DIAG_ERROR, "cannot read the CUDA source '%s': %s"
#define MSG_CUDA_PTX_DECODE DIAG_ERROR, "kernel '%s': %s"
#define MSG_CUDA_PRINTF DIAG_NOTE, "kernel '%s' calls printf: the stores of its arguments to the stack are counted (local memory); vprintf itself is the device runtime's code, whose own loads and stores the model does not count and a GPU's counters do (on an H100, 2 calls made 130 global loads, 436 global stores, 896 local loads and 156 local stores more)"
#define MSG_CUDA_PARAM_COUNT DIAG_ERROR, "kernel '%s' takes %d parameters; the statement gives %d"
#define MSG_CUDA_PARAM_NOT_POINTER DIAG_ERROR, "parameter %d of '%s' is not a pointer: give it a value, not the array '%s'"
#define MSG_CUDA_PARAM_NOT_GLOBAL DIAG_ERROR, "'%s' is a %s array: a kernel parameter points to global memory"
#define MSG_CUDA_PARAM_NOT_WHOLE DIAG_ERROR, "parameter %d of '%s' is %s: give it a whole number, not '%s'"
#define MSG_CUDA_SHARED_ATOMIC64 DIAG_WARNING, "kernel '%s', line %d: an 8-byte atomic on shared memory: its wavefronts follow no rule measured yet"
#define MSG_CUDA_CONTENTS_LOCAL DIAG_ERROR, "'contents local' takes 0 (the stack's bytes are untyped: a zeroed stack is the one contents they have)"
#define MSG_CUDA_ADDRESS_MANY DIAG_ERROR, "kernel '%s': the address of '%s' (line %d) comes from more than one array: the model ties each load or store to one array (choose the array with an if, each branch its own access)"
#define MSG_CUDA_CALL_THROUGH_POINTER DIAG_ERROR, "kernel '%s' makes its loads and stores in a function called through a pointer or not in the PTX ('%s', line %d), which the interpreter does not follow"
#define MSG_CUDA_NO_ACCESS DIAG_ERROR, "kernel '%s' makes no load or store of an array the statement gives it, nor of its own shared or constant variables: nothing to analyze%s"
#define MSG_CUDA_LAUNCH_INSNS DIAG_ERROR, "%s: kernel '%s': the launch runs more than %llu warp instructions%s, its share of --max-work (the interpreter's bound: a kernel runs every warp); raise it with --max-work or analyze a smaller grid"
#define MSG_CUDA_RUN_STOPPED DIAG_ERROR, "kernel '%s', block %lld,%lld,%lld, warp %d, PTX '%s': %s"
#define MSG_CUDA_RUN_STOPPED_FROM DIAG_ERROR, "kernel '%s', block %lld,%lld,%lld, warp %d, PTX '%s': %s; the value comes from line %d ('%s')%s"

#define MSG_CUDA_PLAYGROUND DIAG_ERROR, "the 'kernel' statement (CUDA, compiled with NVRTC) is not available in the playground, which runs in a browser; run the pattern with the command-line accessan"

/* ---- suggest (suggest.c, suggest_kernel.c) */

/* ---- the GPU back end (gpu/host) */
#define MSG_GPU_CUDAGEN_TOO_BIG DIAG_ERROR, "the generated CUDA would pass %u MiB (each access's kernel repeats the code it needs): split the pattern"
#define MSG_GPU_CUDAGEN_SLOT DIAG_ERROR, "variable slot %d out of range"
#define MSG_GPU_CUDAGEN_TOO_LONG DIAG_ERROR, "generating the CUDA would take more than %u steps (each access's kernel walks the pattern): split the pattern"
#define MSG_GPU_CUDAGEN_ACCESS_SIZE DIAG_ERROR, "line %d: an access of %u bytes per thread has no single GPU instruction (1, 2, 4, 8 or 16 bytes)"
#define MSG_GPU_CUDAGEN_CONSTANT_STORE DIAG_ERROR, "line %d: constant memory cannot be written by a kernel"
#define MSG_GPU_CUDAGEN_INDICES DIAG_ERROR, "line %d: %d indices for %d dimensions"
#define MSG_GPU_WRITE_ERROR DIAG_ERROR, "write error"
#define MSG_GPU_OUT_OF_MEMORY DIAG_ERROR, "out of memory"
#define MSG_GPU_CUDAGEN_NO_ACCESS DIAG_ERROR, "no access %d (the pattern has %d)"
#define MSG_GPU_EMIT_CUDA_PLAYGROUND DIAG_ERROR, "--emit-cuda is not available in the playground, which runs in a browser; run the pattern with the command-line accessan"
#define MSG_GPU_XFER_NOT_LOADED DIAG_ERROR, "transfer --gpu: the GPU backend is not loaded"
#define MSG_GPU_XFER_NO_TABLE DIAG_ERROR, "%s has no transfer measurements (interface %d of %s): rebuild it with 'make'"
#define MSG_GPU_XFER_FAILED DIAG_ERROR, "transfer --gpu: %s"
#define MSG_GPU_LOAD_NOT_REGULAR DIAG_ERROR, "cannot load the GPU backend: %s is not a regular file"
#define MSG_GPU_LOAD_FAILED DIAG_ERROR, "cannot load the GPU backend: %s"
#define MSG_GPU_LOAD_NO_ENTRY DIAG_ERROR, "%s is not an accessan GPU backend (no %s)"
#define MSG_GPU_LOAD_ABI DIAG_ERROR, "%s was built for another version of accessan (interface %d expected)"
#define MSG_GPU_LOAD_ENV_NOT_FOUND DIAG_ERROR, "GPU backend not found: %s (from ACCESSAN_GPU_LIB): %s"
#define MSG_GPU_LOAD_NOT_FOUND DIAG_ERROR, "GPU backend not found (looked for %s); 'make' builds it where CUDA's headers are (CUDA_HOME), 'make install' puts it beside the program's PREFIX, and ACCESSAN_GPU_LIB names it anywhere"

#endif
