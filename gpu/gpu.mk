# gpu/gpu.mk - the optional CUDA backend (gpu/libaccessan-gpu.so), the
# main binary's side of it, and their tests. Included by the top-level
# Makefile, whose CC, CFLAGS and LDFLAGS it leaves alone.
#
# Building the backend needs CUDA's headers only (cuda.h, nvrtc.h,
# cupti_*.h): it links against no CUDA library, dlopening libcuda.so.1,
# libnvrtc.so.13 and libcupti.so.13 at run time. Where the headers are
# missing, 'make gpu' says so and builds nothing, and the GPU tests skip.
#
# For the top-level Makefile:
#   GPU_FRONT_SRC   sources to add to the accessan binary (it then needs -ldl)
#   gpu             builds the backend
#   gpu-check       runs the GPU tests that need no GPU (part of 'check')
#   gpu-hwcases     HARDWARE.md's cases on a GPU with counters (not in CI)
#   gpu-clean       removes what this file builds

# ---- settings ---------------------------------------------------------
CUDA_HOME ?= /usr/local/cuda
GPU_CC ?= cc
GPU_CXX ?= c++
GPU_WARN = -Wall -Wextra -Werror
GPU_CFLAGS = -std=c11 $(GPU_WARN) -O2 -g -fPIC -fvisibility=hidden \
	-I$(CUDA_HOME)/include -MMD -MP
GPU_CXXFLAGS = -std=c++17 $(GPU_WARN) -O2 -g -fPIC -fvisibility=hidden \
	-fno-exceptions -fno-rtti -I$(CUDA_HOME)/include -MMD -MP
GPU_TEST_CFLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L $(GPU_WARN) -O1 -g \
	-MMD -MP
CHECK_FLAGS = $(shell pkg-config --cflags --libs check 2>/dev/null)

# ---- sources ----------------------------------------------------------
GPU_SRC = gpu/backend.c
GPU_CXX_SRC = gpu/cupti.cc
GPU_LIB = gpu/libaccessan-gpu.so
GPU_OBJ = $(GPU_SRC:.c=.o) $(GPU_CXX_SRC:.cc=.o)

# in the accessan binary: code generator, loader, report, validation
GPU_FRONT_SRC = src/cudagen.c src/gpuload.c src/gpufront.c src/validate.c
GPU_FRONT_OBJ = $(patsubst src/%.c,tests/gpu/obj/%.o,$(patsubst \
	sim/%.c,tests/gpu/obj/sim_%.o,$(GPU_FRONT_SRC)))

GPU_FAKES = tests/gpu/libfakecuda.so tests/gpu/libfakecupti.so
GPU_TEST = tests/test_cudagen
GPU_HWCASES = tests/gpu/hwcases
GPU_PATTERNS_TEST = tests/gpu/nvrtc_patterns
GPU_PATTERNS = $(wildcard patterns/*.pat)
# the parser and what it needs, from the top-level Makefile
GPU_PARSER_OBJ ?= $(LIB_OBJ)

GPU_HAVE_CUDA := $(wildcard $(CUDA_HOME)/include/cuda.h)

# ---- rules ------------------------------------------------------------
.PHONY: gpu gpu-check gpu-hwcases gpu-clean

ifneq ($(GPU_HAVE_CUDA),)
gpu: $(GPU_LIB)
else
gpu:
	@echo "gpu: no CUDA headers under $(CUDA_HOME) (set CUDA_HOME); the GPU backend is not built"
endif

$(GPU_LIB): $(GPU_OBJ)
	$(GPU_CXX) -shared -o $@ $(GPU_OBJ) -ldl -lpthread -static-libstdc++ -static-libgcc

gpu/%.o: gpu/%.c
	$(GPU_CC) $(GPU_CFLAGS) -c -o $@ $<

gpu/%.o: gpu/%.cc
	$(GPU_CXX) $(GPU_CXXFLAGS) -c -o $@ $<

# the front's objects, built here for the tests with test flags
tests/gpu/obj/%.o: src/%.c
	@mkdir -p tests/gpu/obj
	$(GPU_CC) $(GPU_TEST_CFLAGS) -c -o $@ $<

tests/gpu/obj/sim_%.o: sim/%.c
	@mkdir -p tests/gpu/obj
	$(GPU_CC) $(GPU_TEST_CFLAGS) -c -o $@ $<

tests/gpu/lib%.so: tests/gpu/%.c
	$(GPU_CC) -std=c11 $(GPU_WARN) -fPIC -shared -I$(CUDA_HOME)/include -o $@ $<

$(GPU_TEST): tests/test_cudagen.c $(GPU_FRONT_OBJ) $(GPU_PARSER_OBJ)
	$(GPU_CC) $(GPU_TEST_CFLAGS) -o $@ tests/test_cudagen.c $(GPU_FRONT_OBJ) \
		$(GPU_PARSER_OBJ) $(CHECK_FLAGS) -ldl -lm

$(GPU_HWCASES): tests/gpu/hwcases.c $(GPU_FRONT_OBJ) $(GPU_PARSER_OBJ)
	$(GPU_CC) $(GPU_TEST_CFLAGS) -o $@ tests/gpu/hwcases.c $(GPU_FRONT_OBJ) \
		$(GPU_PARSER_OBJ) -ldl -lm

$(GPU_PATTERNS_TEST): tests/gpu/nvrtc_patterns.c $(GPU_FRONT_OBJ) $(GPU_PARSER_OBJ)
	$(GPU_CC) $(GPU_TEST_CFLAGS) -o $@ tests/gpu/nvrtc_patterns.c \
		$(GPU_FRONT_OBJ) $(GPU_PARSER_OBJ) -ldl -lm

# accessan --gpu for pattern files, with -n (each kernel run once, no
# counters or timing) for compute-sanitizer
GPU_REPORT_RUN = tests/gpu/report_run
$(GPU_REPORT_RUN): tests/gpu/report_run.c $(GPU_FRONT_OBJ) $(GPU_PARSER_OBJ)
	$(GPU_CC) $(GPU_TEST_CFLAGS) -o $@ tests/gpu/report_run.c \
		$(GPU_FRONT_OBJ) $(GPU_PARSER_OBJ) -ldl -lm

# every patterns/ file through cudagen and NVRTC for sm_90 (no GPU needed)
ifneq ($(GPU_HAVE_CUDA),)
gpu-check: $(GPU_LIB) $(GPU_FAKES) $(GPU_TEST) $(GPU_PATTERNS_TEST) accessan
	ACCESSAN_GPU_LIB=$(CURDIR)/$(GPU_LIB) ./$(GPU_TEST)
	ACCESSAN_GPU_LIB=$(CURDIR)/$(GPU_LIB) ./$(GPU_PATTERNS_TEST) $(GPU_PATTERNS)
	./accessan validate --dry-run --random 2000 --seed 1
else
gpu-check: $(GPU_TEST) $(GPU_PATTERNS_TEST) accessan
	@echo "gpu-check: no CUDA headers under $(CUDA_HOME): the backend is not built, its tests skip"
	ACCESSAN_GPU_LIB=/nonexistent ./$(GPU_TEST)
	ACCESSAN_GPU_LIB=/nonexistent ./$(GPU_PATTERNS_TEST) $(GPU_PATTERNS)
	./accessan validate --dry-run --random 2000 --seed 1
endif

gpu-hwcases: $(GPU_LIB) $(GPU_HWCASES)
	ACCESSAN_GPU_LIB=$(CURDIR)/$(GPU_LIB) ./$(GPU_HWCASES)

gpu-clean:
	rm -f $(GPU_LIB) $(GPU_OBJ) $(GPU_OBJ:.o=.d) $(GPU_FAKES) $(GPU_TEST) \
		$(GPU_HWCASES) $(GPU_PATTERNS_TEST) $(GPU_REPORT_RUN) \
		tests/test_cudagen.d \
		tests/gpu/hwcases.d tests/gpu/nvrtc_patterns.d tests/gpu/report_run.d
	rm -rf tests/gpu/obj

-include $(GPU_OBJ:.o=.d) $(GPU_FRONT_OBJ:.o=.d)
