# gpu/gpu.mk - the GPU wing: the run-time library gpu/lib/ (built into
# build/libaccessan-gpu.so) and the program's side of it, gpu/host/.
# Included by the top-level Makefile, whose CC, CFLAGS and LDFLAGS it
# leaves alone.
#
# Building the library needs CUDA's headers only (cuda.h, nvrtc.h,
# cupti_*.h): it links against no CUDA library, dlopening libcuda.so.1,
# libnvrtc.so.13 and libcupti.so.13 at run time. Where the headers are
# missing, 'make gpu' says so and builds nothing, and the GPU tests skip.
#
# For the top-level Makefile:
#   GPU_HOST_SRC    gpu/host/ sources, linked into the accessan binary
#   GPU_LIB         the library's path
#   gpu             builds the library and tests/gpu/ref's refbench
#                   (the harness against hand-written kernels, run on a
#                   device by tests/gpu/device-run.sh)

# ---- settings ---------------------------------------------------------
CUDA_HOME ?= /usr/local/cuda
GPU_CC ?= cc
GPU_CXX ?= c++
GPU_WARN = -Wall -Wextra -Werror
GPU_CFLAGS = -std=c11 $(GPU_WARN) -O2 -g -fPIC -fvisibility=hidden \
	-Igpu/lib -I$(CUDA_HOME)/include -MMD -MP
GPU_CXXFLAGS = -std=c++17 $(GPU_WARN) -O2 -g -fPIC -fvisibility=hidden \
	-fno-exceptions -fno-rtti -Igpu/lib -I$(CUDA_HOME)/include -MMD -MP

# ---- sources ----------------------------------------------------------
# the run-time library: NVRTC, the driver, CUPTI
GPU_LIB_SRC = gpu/lib/backend.c gpu/lib/xfer.c
GPU_LIB_CXX_SRC = gpu/lib/cupti.cc
GPU_LIB = $(B)/libaccessan-gpu.so
GPU_LIB_OBJ = $(addprefix $(B)/,$(GPU_LIB_SRC:.c=.o) $(GPU_LIB_CXX_SRC:.cc=.o))

# in the accessan binary: code generator, loader, the measuring run,
# validate, calibrate's microbenchmarks
GPU_HOST_SRC = gpu/host/cudagen.c gpu/host/gpuload.c gpu/host/gpurun.c \
	gpu/host/validate.c gpu/host/report_gpu.c gpu/host/report_validate.c \
	gpu/host/calibrate.c gpu/host/report_profile.c \
	gpu/host/xfergpu.c gpu/host/kernelrun.c gpu/host/report_kernel.c

# tests/gpu/ref's driver: linked like tests/gpu's (tests/tests.mk), it
# needs no CUDA to build
GPU_REFBENCH = $(B)/tests/gpu/ref/refbench

GPU_HAVE_CUDA := $(wildcard $(CUDA_HOME)/include/cuda.h)

# ---- rules ------------------------------------------------------------
.PHONY: gpu

ifneq ($(GPU_HAVE_CUDA),)
gpu: $(GPU_LIB) $(GPU_REFBENCH)
else
gpu:
	@echo "gpu: no CUDA headers under $(CUDA_HOME) (set CUDA_HOME); the GPU backend is not built"
endif

$(GPU_LIB): $(GPU_LIB_OBJ)
	$(GPU_CXX) -shared -o $@ $(GPU_LIB_OBJ) -ldl -lpthread -static-libstdc++ -static-libgcc

$(B)/gpu/lib/%.o: gpu/lib/%.c
	@mkdir -p $(@D)
	$(GPU_CC) $(GPU_CFLAGS) -c -o $@ $<

$(B)/gpu/lib/%.o: gpu/lib/%.cc
	@mkdir -p $(@D)
	$(GPU_CXX) $(GPU_CXXFLAGS) -c -o $@ $<

-include $(GPU_LIB_OBJ:.o=.d)
