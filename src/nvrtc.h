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
	NVRTC_NOLIB,                 /* no libnvrtc: err says which names */
	NVRTC_FAILED                 /* the source did not compile: log */
};

/*
 * Compile src (named file in messages) for compute capability cc (90:
 * compute_90) with -lineinfo, asking NVRTC for the lowered (mangled) name
 * of kernel. On NVRTC_OK *ptx and *lowered are malloc'ed; on NVRTC_FAILED
 * *log holds the compiler's messages (malloc'ed); on NVRTC_NOLIB err
 * (errlen bytes) says why. The library is found as
 * $ACCESSAN_NVRTC_LIB, libnvrtc.so.13, libnvrtc.so, or under
 * /usr/local/cuda.
 */
enum nvrtc_status nvrtc_compile(const char *src, const char *file,
                                const char *kernel, int cc, char **ptx,
                                char **lowered, char **log, char *err,
                                size_t errlen);

#endif
