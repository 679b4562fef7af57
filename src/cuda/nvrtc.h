/*
 * nvrtc.h - CUDA C++ to PTX through NVRTC, loaded at run time (dlopen), so
 * that accessan builds and runs where the CUDA toolkit is absent and only
 * the 'kernel' statement (cudasrc.h) is refused there.
 */
#ifndef NVRTC_H
#define NVRTC_H

#include <stddef.h>

enum nvrtc_status {
	NVRTC_OK = 0,
	NVRTC_NOLIB,                 /* no libnvrtc: *err says which names */
	NVRTC_FAILED,                /* the source did not compile: log */
	NVRTC_STOPPED,               /* the compiler was stopped (time,
	                                memory) or crashed: *err says so */
	NVRTC_INTERRUPTED            /* Ctrl-C (eval_interrupted()) */
};

/* The toolkit's identity (NVRTC's version, nvcc's file), for a cache of
   compiled PTX; "" where NVRTC cannot be loaded. */
const char *nvrtc_toolkit(void);

/* 'accessan --nvrtc-child': one compile's job read from standard input,
   its answer on standard output (nvrtc.c says why a compile runs in a
   process started afresh); the exit status. */
int nvrtc_child_main(void);

/* Kill the compiler's process group if one runs: for a signal handler
   that ends accessan at once (async-signal-safe). */
void nvrtc_kill_children(void);

/*
 * Compile src (named file in messages) for compute capability cc (90:
 * compute_90) with -lineinfo and the nextra options of extra (-I FOLDER,
 * -D NAME=VALUE, as nvcc takes them), asking NVRTC for the lowered (mangled) name
 * of kernel. On NVRTC_OK *ptx and *lowered are malloc'ed; on NVRTC_FAILED
 * *log holds the compiler's messages (malloc'ed); on NVRTC_NOLIB and
 * NVRTC_STOPPED *err (malloc'ed, the caller's to free; else NULL) says
 * why. The library is found as
 * $ACCESSAN_NVRTC_LIB, libnvrtc.so.13, libnvrtc.so, or under
 * /usr/local/cuda.
 */
enum nvrtc_status nvrtc_compile(const char *src, const char *file,
                                const char *kernel, int cc,
                                const char *const *extra, int nextra,
                                char **ptx, char **lowered, char **log,
                                char **err);

/* What ptxas says of one function (--ptxas-options=-v): bytes. */
typedef struct nvrtc_frame {
	unsigned long long stack;    /* "N bytes stack frame" */
	unsigned long long spill_stores, spill_loads;
} nvrtc_frame;

/*
 * Compile src again, for the real architecture sm_<cc> with ptxas's
 * verbose report, and read the figures of the function lowered (NVRTC's
 * mangled name) from the program's log. Returns 0, or -1 with *why
 * (malloc'ed, the caller's to free; NULL on 0) when NVRTC, the compile,
 * the cubin or the report's line is missing: then nothing is known of
 * what ptxas did, and nothing is guessed; NVRTC_PTXAS_FAILED where
 * ptxas refused the kernel (*why holds its error): the kernel does not
 * run on that GPU.
 */
#define NVRTC_PTXAS_FAILED (-2)   /* ptxas refused the kernel: why says */
int nvrtc_ptxas_frame(const char *src, const char *file, const char *lowered,
                      int cc, const char *const *extra, int nextra,
                      nvrtc_frame *f, char **why);

/*
 * The same through nvcc (-ptx, -lineinfo, -std=c++17), for a source
 * NVRTC cannot compile: a whole program, with host code (main, launches)
 * and system headers (<cstdio>, <cuda_runtime.h>). file is read from
 * disk (its own #include "..." resolve beside it); a temporary file
 * includes it and takes kernel's address in a device variable, whose
 * initialiser in the PTX names the kernel as PTX does (and instantiates
 * a template). nvcc is $ACCESSAN_NVCC, $CUDA_HOME/bin/nvcc,
 * /usr/local/cuda/bin/nvcc or the first on PATH; it runs under
 * ACCESSAN_NVRTC_TIMEOUT's bound. NVRTC_NOLIB: no nvcc (*err says so);
 * NVRTC_FAILED: *log holds nvcc's messages, in NVRTC's form (the file at
 * its given name, the probe line as "__nv_name_map"), *err a summary;
 * *err, malloc'ed, is the caller's to free.
 */
enum nvrtc_status nvcc_compile(const char *file, const char *kernel, int cc,
                               const char *const *extra, int nextra,
                               char **ptx, char **lowered, char **log,
                               char **err);

/* The cubin ptxas (beside nvcc) makes of ptx's kernel lowered alone, for
   sm_<cc>, with its line table (-lineinfo: sass.h reads it): 0 and
   *cubin (malloc'ed, *n bytes), or -1 and *why (malloc'ed). */
int nvcc_ptxas_cubin(const char *ptx, const char *lowered, int cc,
                     unsigned char **cubin, size_t *n, char **why);

/* nvrtc_ptxas_frame for PTX that nvcc made: ptxas (beside nvcc) -v on
   it, for sm_<cc>. */
int nvcc_ptxas_frame(const char *ptx, const char *lowered, int cc,
                     nvrtc_frame *f, char **why);

#endif
