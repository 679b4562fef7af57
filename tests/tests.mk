# tests/tests.mk - the tests, included by the top-level Makefile.
# Targets: check, regen, bench, fuzz, fuzz-short, gpu-check, gpu-hwcases.

UNIT_TESTS = test_sim test_front test_eval
INC_TEST = $(INC_HOST)

$(B)/tests/%.o: tests/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(INC_TEST) $(CHECK_CFLAGS) -c -o $@ $<

$(B)/asan/tests/%.o: tests/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(SAN) $(INC_TEST) $(CHECK_CFLAGS) -c -o $@ $<

$(addprefix $(B)/tests/,$(UNIT_TESTS)): $(B)/tests/%: $(B)/tests/%.o $(LIB_OBJ)
	$(CC) $(CFLAGS_ALL) -o $@ $^ $(LDFLAGS) $(CHECK_LIBS) $(LDLIBS_ALL)

$(addprefix $(B)/asan/tests/,$(UNIT_TESTS)): $(B)/asan/tests/%: $(B)/asan/tests/%.o $(ASAN_LIB_OBJ)
	$(CC) $(CFLAGS_ALL) $(SAN) -o $@ $^ $(LDFLAGS) $(CHECK_LIBS) $(LDLIBS_ALL)

.PRECIOUS: $(B)/tests/%.o $(B)/asan/tests/%.o $(B)/tests/gpu/%.o

# Unit tests, command-line golden tests and every pattern file, first as
# built, then again under AddressSanitizer and UndefinedBehaviorSanitizer.
check: accessan $(addprefix $(B)/tests/,$(UNIT_TESTS)) \
       $(B)/asan/accessan $(addprefix $(B)/asan/tests/,$(UNIT_TESTS))
	@for t in $(UNIT_TESTS); do \
	    echo "== unit: $$t"; $(B)/tests/$$t || exit 1; done
	@echo "== GPU backend without a GPU (code generation, NVRTC, failure paths)"
	@$(MAKE) --no-print-directory gpu-check
	@echo "== command line (golden outputs)"
	@sh tests/cli.sh ./accessan
	@echo "== patterns/"
	@sh tests/patterns.sh ./accessan
	@echo "== classes against --exhaustive (every pattern, 2000 random ones)"
	@sh tests/classes.sh ./accessan 1000 1
	@echo "== manual pages"
	@sh tests/man.sh ./accessan
	@echo "== pictures: SVG (xmllint) and the HTML page (headless Chromium)"
	@sh tests/html.sh ./accessan
	@echo "== unit, command line and patterns under ASan+UBSan"
	@for t in $(UNIT_TESTS); do \
	    ASAN_OPTIONS=detect_leaks=1 $(B)/asan/tests/$$t || exit 1; done
	@ASAN_OPTIONS=detect_leaks=1 sh tests/cli.sh $(B)/asan/accessan
	@ASAN_OPTIONS=detect_leaks=1 sh tests/patterns.sh $(B)/asan/accessan
	@echo "== unit, command line and patterns under valgrind memcheck"
	@sh tests/valgrind.sh
	@echo "== fuzzing, a short seeded session"
	@$(MAKE) --no-print-directory fuzz-short

# Regenerate the golden outputs after a deliberate change: review the diff.
regen: accessan
	@sh tests/cli.sh ./accessan --regen
	@python3 tests/man_regen.py ./accessan man/accessan.1 man/accessan-pattern.5
	@REGEN=1 sh tests/html.sh ./accessan | grep regenerated

bench: $(B)/bench
	$(B)/bench

$(B)/bench: tests/bench.c $(LIB_OBJ)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(INC_TEST) -o $@ $^ $(LDFLAGS) $(LDLIBS_ALL)

# Fuzzing (libFuzzer, with clang): 'make fuzz' runs for FUZZ_TIME seconds
# on a corpus seeded from patterns/ and the golden tests; 'make check' runs
# a short seeded session where clang has libFuzzer, and skips otherwise.
FUZZ_CC   ?= clang
FUZZ_TIME ?= 3600
FUZZ_FLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L -g -O1 $(INC_LANG) \
             -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
FUZZ_RUN   = -max_len=4096 -timeout=10 -rss_limit_mb=2048 -dict=tests/fuzz.dict

$(B)/fuzz/fuzz: tests/fuzz.c $(SIM_SRC) $(LANG_SRC) $(REPORT_SRC)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) -o $@ $^ -lm

$(B)/fuzz/corpus: patterns/*.pat tests/cli/*.pat
	@mkdir -p $@
	cp patterns/*.pat tests/cli/*.pat tests/fuzz/*.pat $@/

fuzz: $(B)/fuzz/fuzz $(B)/fuzz/corpus
	$(B)/fuzz/fuzz $(FUZZ_RUN) -max_total_time=$(FUZZ_TIME) \
	    -artifact_prefix=$(B)/fuzz/ $(B)/fuzz/corpus

# the CUDA generator's target (tests/fuzz_cudagen.c)
$(B)/fuzz/fuzz_cudagen: tests/fuzz_cudagen.c $(SIM_SRC) $(LANG_SRC) $(REPORT_SRC) gpu/host/cudagen.c
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) -Igpu/host -o $@ $^ -lm

fuzz-cudagen: $(B)/fuzz/fuzz_cudagen $(B)/fuzz/corpus
	$(B)/fuzz/fuzz_cudagen $(FUZZ_RUN) -max_total_time=$(FUZZ_TIME) \
	    -artifact_prefix=$(B)/fuzz/ $(B)/fuzz/corpus

fuzz-short:
	@if echo 'int LLVMFuzzerTestOneInput(const char *d, long n) { return 0; }' | \
	    $(FUZZ_CC) -fsanitize=fuzzer -x c -o /dev/null - 2>/dev/null; then \
	    $(MAKE) --no-print-directory $(B)/fuzz/fuzz $(B)/fuzz/corpus || exit 1; \
	    $(B)/fuzz/fuzz $(FUZZ_RUN) -seed=1 -max_total_time=60 \
	        -artifact_prefix=$(B)/fuzz/ $(B)/fuzz/corpus > $(B)/fuzz/short.log 2>&1; \
	    rc=$$?; tail -3 $(B)/fuzz/short.log; \
	    if [ $$rc -ne 0 ]; then echo "fuzz: 0 passed, 1 failed"; exit 1; fi; \
	    $(MAKE) --no-print-directory $(B)/fuzz/fuzz_cudagen || exit 1; \
	    $(B)/fuzz/fuzz_cudagen $(FUZZ_RUN) -seed=1 -max_total_time=20 \
	        -artifact_prefix=$(B)/fuzz/ $(B)/fuzz/corpus > $(B)/fuzz/short_cudagen.log 2>&1; \
	    rc=$$?; tail -3 $(B)/fuzz/short_cudagen.log; \
	    if [ $$rc -ne 0 ]; then echo "fuzz-cudagen: 0 passed, 1 failed"; exit 1; fi; \
	    echo "fuzz: 1 passed, 0 failed"; \
	else echo "fuzz: skipped: $(FUZZ_CC) has no libFuzzer (Debian: clang, libclang-rt-dev)"; fi

# ---- the GPU wing's tests ------------------------------------------------
# The GPU test drivers link the program's objects but main's.
GPU_TEST_OBJ = $(LIB_OBJ) $(HOST_OBJ)
GPU_FAKES = $(B)/tests/gpu/libfakecuda.so $(B)/tests/gpu/libfakecupti.so
GPU_TEST = $(B)/tests/test_cudagen
GPU_HWCASES = $(B)/tests/gpu/hwcases
GPU_PATTERNS_TEST = $(B)/tests/gpu/nvrtc_patterns
GPU_REPORT_RUN = $(B)/tests/gpu/report_run
GPU_PATTERNS = $(wildcard patterns/*.pat)

$(B)/tests/gpu/lib%.so: tests/gpu/%.c
	@mkdir -p $(@D)
	$(GPU_CC) -std=c11 $(GPU_WARN) -fPIC -shared -I$(CUDA_HOME)/include -o $@ $<

$(GPU_TEST): $(B)/tests/test_cudagen.o $(GPU_TEST_OBJ)
	$(CC) $(CFLAGS_ALL) -o $@ $^ $(LDFLAGS) $(CHECK_LIBS) $(LDLIBS_ALL)

# the drivers of tests/gpu/ (hwcases, nvrtc_patterns, report_run: accessan
# --gpu with -n, each kernel run once, no counters or timing, for
# compute-sanitizer)
$(B)/tests/gpu/%: $(B)/tests/gpu/%.o $(GPU_TEST_OBJ)
	$(CC) $(CFLAGS_ALL) -o $@ $^ $(LDFLAGS) $(LDLIBS_ALL)

.PHONY: check regen bench fuzz fuzz-cudagen fuzz-short gpu-check gpu-hwcases

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

-include $(wildcard $(B)/tests/*.d $(B)/asan/tests/*.d $(B)/tests/gpu/*.d)
