/*
 * gpu.h - the interface of the CUDA backend, libaccessan-gpu.so.
 *
 * The main binary never links against CUDA: it dlopens the backend (see
 * gpu/host/gpuload.h) and asks it for one table of functions through the only
 * exported symbol, accessan_gpu_api(). The backend in turn dlopens the
 * driver (libcuda.so.1), NVRTC (libnvrtc.so.13) and CUPTI (libcupti.so.13)
 * when a function first needs them, so that compiling works without a
 * driver and each missing piece is named in the error.
 *
 * The backend knows nothing of patterns: it compiles source, loads cubins,
 * allocates, launches, times and reads counters. Every function that can
 * fail returns an enum gpu_rc and writes one line (no newline) to err.
 * This header needs no CUDA header.
 */
#ifndef ACCESSAN_GPU_H
#define ACCESSAN_GPU_H

#include <stddef.h>
#include <stdint.h>

/* Raised whenever the table below changes incompatibly (4: the
   per-SM limits in gpu_device_info, for calibrate; 5: the constant
   cache's counters and the local-memory ones in enum gpu_metric, which
   moved the SASS ones; 6: the texture pipe's counters, and textures). */
#define GPU_ABI 6

/* The one exported symbol; NULL if the backend does not speak abi. */
#define GPU_ENTRY "accessan_gpu_api"

/* The size of the buffers the host passes for the backend's messages
   (err, errlen): a driver's or NVRTC's message and its context fit.
   Where the rest of accessan hands a message up malloc'ed (xasprintf,
   freed by the receiver), this interface keeps buffers the caller owns,
   on purpose: the backend is a library built apart, with its own C++
   runtime, loaded with dlopen, and a buffer of the host's means that no
   memory crosses the interface for the other side to free (no allocator
   shared by contract, no hand-over of ownership to get right in each
   error path of code that runs only on a GPU). The text is the driver's,
   NVRTC's or CUPTI's, relayed whole, far shorter than the bound. The
   host's own copies of it (gpu/host's err[GPU_ERRMAX] and the counters'
   notes) follow from it. */
#define GPU_ERRMAX 4096

enum gpu_rc {
	GPU_OK = 0,
	GPU_ENOLIB,          /* libcuda, libnvrtc or libcupti not found */
	GPU_ENODEV,          /* the driver reports no usable device */
	GPU_ECOMPILE,        /* NVRTC rejected the source: see the log */
	GPU_EREFUSED,        /* counters refused: permission, another
	                        profiler, a virtual GPU */
	GPU_EUNSUPPORTED,    /* counters not available on this device */
	GPU_EFAIL            /* any other failed call (err names it) */
};

/* The counters read per launch, in this order. */
enum gpu_metric {
	GPU_M_LD_REQUESTS,   /* l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum */
	GPU_M_ST_REQUESTS,   /* l1tex__t_requests_pipe_lsu_mem_global_op_st.sum */
	GPU_M_LD_SECTORS,    /* l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum */
	GPU_M_ST_SECTORS,    /* l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum */
	/* the load/store unit's own count of shared wavefronts: the ground
	   truth, where no two warps of an SM contend for the pipe (acc_w<N>
	   kernels; in ordinary launches it adds arbitration, about +0.15 per
	   LDS with many warps) */
	GPU_M_SHARED_LD_WAVEFRONTS,  /* l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum */
	GPU_M_SHARED_ST_WAVEFRONTS,  /* ..._op_st.sum */
	/* the shared instructions executed, warp-level */
	GPU_M_SHARED_LD_INST,        /* smsp__inst_executed_op_shared_ld.sum */
	GPU_M_SHARED_ST_INST,        /* smsp__inst_executed_op_shared_st.sum */
	GPU_M_DRAM_READ_BYTES,       /* dram__bytes_read.sum */
	GPU_M_DRAM_WRITE_BYTES,      /* dram__bytes_write.sum */
	/* constant memory: the indexed constant cache's requests, one per
	   distinct address of a warp's LDC (measured on H100:
	   tests/gpu/constant/), and the LDC instructions, the kernel's own
	   parameter loads among them (each one request) */
	GPU_M_CONST_REQUESTS,        /* idc__requests.sum */
	GPU_M_LDC_INST,              /* smsp__inst_executed_op_ldc_pred_on_any.sum */
	/* local memory's requests and sectors, as the global ones: NaN
	   where CUPTI cannot collect them */
	GPU_M_LOCAL_LD_REQUESTS,     /* l1tex__t_requests_pipe_lsu_mem_local_op_ld.sum */
	GPU_M_LOCAL_ST_REQUESTS,     /* ..._op_st.sum */
	GPU_M_LOCAL_LD_SECTORS,      /* l1tex__t_sectors_pipe_lsu_mem_local_op_ld.sum */
	GPU_M_LOCAL_ST_SECTORS,      /* ..._op_st.sum */
	/* Nsight's estimate of the same wavefronts, computed per
	   instruction by SASS patching: a second opinion, which differs
	   from the pipe counter by whole wavefronts on some sparse 8- and
	   16-byte accesses; NaN where CUPTI cannot collect it */
	GPU_M_SHARED_LD_WAVEFRONTS_SASS, /* smsp__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_ld.sum */
	GPU_M_SHARED_ST_WAVEFRONTS_SASS, /* ..._op_st.sum */
	/* the texture pipe: its requests (a warp's fetch is one for each
	   lane quad with an active lane) and its sector lookups (per quad),
	   as tests/gpu/texture/ measured them; read where a pattern has a
	   texture (counters_range), NaN elsewhere */
	GPU_M_TEX_REQUESTS,          /* l1tex__t_requests_pipe_tex_mem_texture.sum */
	GPU_M_TEX_SECTORS,           /* l1tex__t_sectors_pipe_tex_mem_texture.sum */
	/* atomics: the global ones' requests and sectors, ATOM (its old
	   value used) and RED (not) apart, and the shared ones'
	   instructions and wavefronts (the pipe's, and Nsight's
	   SASS-patched count beside it); read apart, where a kernel has
	   atomics (counters_range), NaN elsewhere */
	GPU_M_ATOM_REQUESTS,         /* l1tex__t_requests_pipe_lsu_mem_global_op_atom.sum */
	GPU_M_ATOM_SECTORS,          /* l1tex__t_sectors_pipe_lsu_mem_global_op_atom.sum */
	GPU_M_RED_REQUESTS,          /* ..._op_red.sum */
	GPU_M_RED_SECTORS,           /* ..._op_red.sum */
	GPU_M_SHARED_ATOM_INST,      /* smsp__inst_executed_op_shared_atom.sum */
	GPU_M_SHARED_ATOM_WAVEFRONTS, /* l1tex__data_pipe_lsu_wavefronts_mem_shared_op_atom.sum */
	GPU_M_SHARED_ATOM_WAVEFRONTS_SASS, /* smsp__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_atom.sum */
	GPU_NMETRICS
};

/* The metrics counters() reads at once (the texture pipe's and the
   atomics' are read apart, by counters_range, for patterns that have
   them). */
#define GPU_NMETRICS_MAIN GPU_M_TEX_REQUESTS

/* The metrics every device must give; the local and the SASS ones are
   optional (tried with all, then without the SASS ones, then without
   either). */
#define GPU_NMETRICS_REQUIRED GPU_M_LOCAL_LD_REQUESTS
#define GPU_NMETRICS_NO_SASS GPU_M_SHARED_LD_WAVEFRONTS_SASS

typedef struct gpu_device gpu_device;   /* a device and its context */
typedef struct gpu_module gpu_module;   /* a loaded cubin */
typedef struct gpu_kernel gpu_kernel;   /* a function in a module */

typedef struct gpu_device_info {
	char name[256];
	int ordinal;
	int cc_major, cc_minor;
	int sm_count;
	int max_threads_per_block;
	int max_shared_per_block;        /* bytes, opt-in maximum */
	uint64_t l2_bytes;
	uint64_t mem_bytes;
	int sm_clock_khz, mem_clock_khz, mem_bus_bits;
	int driver_version;              /* 13000 for CUDA 13.0 */
	/* what one SM holds at once (occupancy): threads, blocks, shared
	   memory in bytes (all of it, the opt-in part and the system's
	   reserve included) and 32-bit registers */
	int max_threads_per_sm;
	int max_blocks_per_sm;
	int shared_per_sm;
	int regs_per_sm;
} gpu_device_info;

/* A texture object (a cudaTextureObject_t) of point filtering, integer
   unnormalized coordinates, clamped: 2D, a CUDA array its texels are
   copied into from device memory, or 1D, linear memory itself. Integer
   formats are read as integers (CU_TRSF_READ_AS_INTEGER). */
enum gpu_tex_kind { GPU_TEX_FLOAT, GPU_TEX_SIGNED, GPU_TEX_UNSIGNED };

typedef struct gpu_texture {
	int dims;                        /* 1 or 2 */
	uint64_t width, height;          /* texels (height 1 for 1D) */
	unsigned channels;               /* 1, 2 or 4 */
	unsigned channel_bits;           /* 8, 16 or 32 */
	enum gpu_tex_kind kind;
	uint64_t dptr;                   /* 2D: copied from here, width *
	                                    height texels row after row;
	                                    1D: the memory read */
} gpu_texture;

typedef struct gpu_launch {
	gpu_kernel *kernel;
	unsigned grid[3], block[3];
	unsigned shared_bytes;           /* dynamic shared memory */
	void **params;                   /* as cuLaunchKernel takes them */
} gpu_launch;

typedef struct gpu_api {
	int abi;                         /* GPU_ABI */
	size_t size;                     /* sizeof(gpu_api) */
	const char *version;             /* "accessan-gpu 1 (CUDA 13.0 headers)" */

	/* NVRTC: needs no driver and no device. Compiles src for sm_<cc>
	   to a cubin (free with release). On GPU_ECOMPILE *log holds NVRTC's
	   log (also on success, when NVRTC said anything; may be NULL). */
	int (*compile)(const char *src, const char *name, int cc_major,
	               int cc_minor, void **cubin, size_t *cubin_size,
	               char **log, char *err, size_t errlen);
	void (*release)(void *p);

	/* The driver. open() initialises it and retains device ordinal's
	   primary context; everything else runs in that context. */
	int (*open)(int ordinal, gpu_device **dev, gpu_device_info *info,
	            char *err, size_t errlen);
	void (*close)(gpu_device *dev);
	int (*load)(gpu_device *dev, const void *cubin, size_t size,
	            gpu_module **mod, char *err, size_t errlen);
	void (*unload)(gpu_module *mod);
	/* A kernel; shared_bytes is the dynamic shared memory it will be
	   launched with (raises the limit above 48 KB where needed). */
	int (*kernel)(gpu_module *mod, const char *name, unsigned shared_bytes,
	              gpu_kernel **k, char *err, size_t errlen);
	/* A __constant__ or __device__ variable of the module. */
	int (*symbol)(gpu_module *mod, const char *name, uint64_t *dptr,
	              size_t *bytes, char *err, size_t errlen);

	int (*alloc)(gpu_device *dev, size_t bytes, uint64_t *dptr,
	             char *err, size_t errlen);
	void (*free)(gpu_device *dev, uint64_t dptr);
	int (*fill32)(gpu_device *dev, uint64_t dptr, uint32_t value,
	              size_t words, char *err, size_t errlen);
	int (*upload)(gpu_device *dev, uint64_t dst, const void *src,
	              size_t bytes, char *err, size_t errlen);
	int (*download)(gpu_device *dev, void *dst, uint64_t src, size_t bytes,
	                char *err, size_t errlen);

	/* Launch and wait for the kernel to finish. */
	int (*run)(gpu_device *dev, const gpu_launch *l, char *err,
	           size_t errlen);
	/* warmup launches, then reps launches each timed with events: the
	   median in milliseconds. */
	int (*time)(gpu_device *dev, const gpu_launch *l, int warmup, int reps,
	            double *median_ms, char *err, size_t errlen);
	/* Device-to-device copy of bytes, warmed up, median of reps: the
	   bandwidth counting bytes read plus bytes written, 1e9 B/s. */
	int (*copy_peak)(gpu_device *dev, size_t bytes, int reps, double *gbps,
	                 char *err, size_t errlen);

	/* CUPTI range profiler, one range per launch (auto range, kernel
	   replay): values[i * GPU_NMETRICS + m] for launch i and metric m.
	   GPU_EREFUSED or GPU_EUNSUPPORTED say counters cannot be had here;
	   err then says why and what would help. */
	int (*counters)(gpu_device *dev, const gpu_launch *l, int n,
	                double *values, char *err, size_t errlen);
	const char *(*metric_name)(int m);

	/* Metrics first .. first + count - 1 (enum gpu_metric) of n
	   launches, one range each, into values as for counters (the other
	   metrics' values are left alone). user_replay: the launches are
	   made again for every pass the metrics need, with nothing saved or
	   restored in between, so that what a launch leaves behind (an L2
	   flush before a counted kernel, say) holds for the next in every
	   pass; kernel replay is used where CUPTI refuses user replay. */
	int (*counters_range)(gpu_device *dev, const gpu_launch *l, int n,
	                      int first, int count, int user_replay,
	                      double *values, char *err, size_t errlen);

	/* A texture object as t says, into *handle (the kernel parameter's
	   value); texture_free destroys it and its CUDA array. */
	int (*texture)(gpu_device *dev, const gpu_texture *t, uint64_t *handle,
	               char *err, size_t errlen);
	void (*texture_free)(gpu_device *dev, uint64_t handle);
} gpu_api;

typedef const gpu_api *(*gpu_entry_fn)(int abi);

#endif
