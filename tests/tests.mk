# tests/tests.mk - the tests, included by the top-level Makefile.
#
# The tree (tests/README says more):
#   unit/    Check suites, one program each, under build/tests/unit/
#   cli/     golden command-line cases, run by cli/run.sh
#   hw/      measured hardware cases: pattern files whose expect lines are
#            the figures a GPU counted
#   gpu/     the GPU wing's drivers and fakes (no GPU needed but on a GPU)
#   bench/   bench.c, the model's throughput
#   fuzz/    the libFuzzer targets (the front end and the model, the CUDA
#            generator, the 'kernel' statement), the dictionary and the
#            corpus seeds
#   tools/   valgrind.sh, snapshot.sh, man_regen.py
#   sarif/   the SARIF 2.1.0 schema and the check of --format sarif
#   ci/      the README's CI examples, run as they stand on tests/ci/example/
#   patterns.sh, man.sh, html.sh: checks of what ships (the pattern
#            library, the manual pages, the pictures and the HTML page)
# Every build output lies under build/.
#
# Targets:
#   check-fast, check, check-slow: the tiers (below)
#   check-unit, check-cli, check-patterns, check-man, check-html,
#   check-playground, check-sarif, check-ci: one part;
#                 'make check-cli T="tile cover"' runs those cases only
#   gpu-check     the GPU wing without a GPU (VALIDATE_N random patterns)
#   gpu-hwcases   HARDWARE.md's cases on a GPU
#   regen, bench, fuzz, fuzz-cudagen, fuzz-kernel, fuzz-short

# A test target on a machine without what the tests need stops here,
# before anything compiles, naming the Debian packages to install.
TEST_GOALS = check check-fast check-slow check-unit check-asan \
             check-valgrind gpu-check
ifneq ($(filter $(TEST_GOALS),$(MAKECMDGOALS)),)
TEST_DEPS_MISSING := $(shell CC='$(CC)' sh tests/tools/deps.sh \
                       $(firstword $(filter $(TEST_GOALS),$(MAKECMDGOALS))))
ifneq ($(TEST_DEPS_MISSING),)
$(error $(TEST_DEPS_MISSING))
endif
endif

# The tests keep compiled PTX of their kernels under build/ (accessan(1),
# XDG_CACHE_HOME), not in the user's cache: a second run compiles nothing.
export XDG_CACHE_HOME := $(CURDIR)/$(B)/cache

UNIT_TESTS = test_sim test_front test_eval test_suggest test_time test_race test_link test_ptx
# -Itests: test_cudagen.c includes "gpu/hwcases.h"
INC_TEST = $(INC_CMD) -Itests

$(B)/tests/%.o: tests/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(INC_TEST) $(CHECK_CFLAGS) -c -o $@ $<

$(B)/asan/tests/%.o: tests/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(SAN) $(INC_TEST) $(CHECK_CFLAGS) -c -o $@ $<

UNIT_BIN = $(addprefix $(B)/tests/unit/,$(UNIT_TESTS))
ASAN_UNIT_BIN = $(addprefix $(B)/asan/tests/unit/,$(UNIT_TESTS))

$(UNIT_BIN): $(B)/tests/unit/%: $(B)/tests/unit/%.o $(LIB_OBJ)
	$(CC) $(CFLAGS_ALL) -o $@ $^ $(LDFLAGS) $(CHECK_LIBS) $(LDLIBS_ALL)

$(ASAN_UNIT_BIN): $(B)/asan/tests/unit/%: $(B)/asan/tests/unit/%.o $(ASAN_LIB_OBJ)
	$(CC) $(CFLAGS_ALL) $(SAN) -o $@ $^ $(LDFLAGS) $(CHECK_LIBS) $(LDLIBS_ALL)

.PRECIOUS: $(B)/tests/%.o $(B)/asan/tests/%.o

.PHONY: check check-fast check-unit check-cli check-patterns check-man \
        check-html check-playground check-sarif check-ci check-install check-asan check-valgrind check-classes check-layering check-cudasrc check-cudasrc-classes check-ptxsem regen bench fuzz \
        fuzz-short fuzz-cudagen fuzz-kernel check-weblink \
        gpu-check gpu-hwcases

# ---- the parts -------------------------------------------------------------
check-unit: $(UNIT_BIN)
	@for t in $(UNIT_TESTS); do \
	    echo "== unit: $$t"; $(B)/tests/unit/$$t || exit 1; done

# T: the cases to run (names of tests/cli/*.cmd), all when empty
check-cli: accessan
	@echo "== command line (golden outputs)"
	@sh tests/cli/run.sh ./accessan $(T)

# the wings' include rules (tests/tools/layering.sh)
check-install: all
	@echo "== make install with DESTDIR and PREFIX"
	@sh tests/install.sh "$(MAKE)"

check-layering:
	@echo "== layering: what each wing includes, one definition style, functions of a screen"
	@sh tests/tools/layering.sh
	@python3 tests/tools/defstyle.py $(wildcard sim/*.c src/*/*.c \
	    gpu/host/*.c gpu/lib/*.c tests/*/*.c tests/*/*/*.c)
	@python3 tests/tools/funclen.py
	@f=$$(mktemp --suffix=.c) && { printf 'static int\nlong_one(void)\n{\n'; \
	    i=0; while [ $$i -lt 101 ]; do printf '\tf();\n'; i=$$((i + 1)); done; \
	    printf '}\n'; } > $$f && \
	    if python3 tests/tools/funclen.py $$f > /dev/null; then \
	        echo "FAIL - funclen passed a function of 101 lines"; rm -f $$f; exit 1; \
	    else echo "ok - funclen refuses a function of 101 lines with no reason"; \
	    rm -f $$f; fi
	@echo "== messages: src/lang/msg.h against its uses and accessan(1) DIAGNOSTICS"
	@python3 tests/tools/msgcheck.py
	@sh tests/tools/msgdrift.sh
	@echo "== the fuzz targets compile against today's interfaces (gcc, no libFuzzer)"
	@for f in tests/fuzz/*.c; do \
	    $(CC) -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Werror \
	        -fsyntax-only $(INC_HOST) -I$(B)/gen $$f || exit 1; done

# CUDA kernels through NVRTC and the PTX interpreter; with
# CUDASRC_RT=N also the round trip of --emit-cuda's kernels for patterns/
# and N random patterns (tests/cudasrc/roundtrip.py)
check-cudasrc: accessan
	@echo "== CUDA kernels ('kernel' statement)"
	@sh tests/cudasrc/run.sh ./accessan $(if $(CUDASRC_RT),roundtrip $(CUDASRC_RT))
	@echo "== kernels lifted from their PTX (--emit-pattern) against the kernel"
	@mkdir -p $(B)/lift
	@python3 tests/cudasrc/lift_twins.py ./accessan $(B)/lift $(LIFT_TWINS)
	@echo "== kernels' --gpu tables kept from H100 and H200 runs, replayed"
	@python3 tests/gpu/kernel/replay.py ./accessan

# the kernels that lift whole, each at sizes that are not its file's (a
# count of passes that differs by thread, a remainder of an unrolled
# loop): the pattern --emit-pattern prints gives the kernel's figures;
# from gather.pat on, values loaded through 'contents' declared as the
# pattern's names ('int v = idx[i]'), whose loads wait for them; the last
# three atomics whose L2 units change with the block, over several
# windows of resident blocks (sim/hot.h)
LIFT_TWINS = patterns/copy_grid_stride_cu.pat -D n=100003 -D BLOCKS=7 \
	patterns/matmul_naive_cu.pat -D N=96 \
	patterns/matmul_tiled_cu.pat -D N=256 \
	patterns/matvec_notes_cu.pat -D M=333 -D N=1001 \
	patterns/matvec_notes_warp_cu.pat -D M=77 -D N=1001 \
	patterns/matvec_notes_warp_cu.pat -D M=40 -D N=3 \
	patterns/reduce_interleaved_cu.pat -D BLOCKS=64 \
	patterns/reduce_sequential_cu.pat -D BLOCKS=64 \
	patterns/reduce_strided_cu.pat -D BLOCKS=64 \
	patterns/stencil5_cu.pat -D N=203 \
	patterns/transpose_naive_cu.pat -D N=1000 \
	patterns/transpose_padded_cu.pat -D N=1024 \
	patterns/transpose_shared_cu.pat -D N=4096 \
	tests/cudasrc/atomic.pat tests/cudasrc/constant.pat \
	tests/cudasrc/halves.pat tests/cudasrc/pick.pat \
	tests/cudasrc/program_axpy.pat tests/cudasrc/tile.pat \
	tests/cudasrc/tilerace.pat tests/cudasrc/tilesync.pat \
	tests/cudasrc/uneven.pat tests/cudasrc/stamp.pat \
	tests/cudasrc/arith.pat tests/cudasrc/diverge.pat \
	tests/cudasrc/divide.pat tests/cudasrc/divide.pat -D B=64 \
	tests/cudasrc/scan.pat -D N=3 tests/cudasrc/keywords.pat \
	tests/gpu/kernel/corpus/bitonic_shared.pat -D N=4096 \
	tests/gpu/time/matmul_reg.pat -D N=256 \
	tests/gpu/time/sgemm_wpt.pat -D N=192 \
	tests/cudasrc/gather.pat tests/gpu/time/spmv_warp.pat -D R=4096 \
	tests/gpu/time/gather_idx.pat -D N=65536 -D T=8192 \
	tests/gpu/time/lut.pat -D N=65536 -D S=16 \
	tests/cudasrc/loaded_chain.pat -D N=777 \
	tests/cudasrc/loaded_passes.pat -D N=555 \
	tests/cudasrc/loaded_readonly.pat -D N=999 \
	tests/gpu/time/max64.pat -D N=65536 \
	tests/gpu/time/count_positive.pat -D N=65536 \
	tests/gpu/time/hist_tiles.pat tests/gpu/time/hist2d_tiles.pat -D H=512 \
	tests/gpu/time/row_sums.pat -D C=64

# kernel patterns in classes of blocks against --exhaustive
# (tests/cudasrc/classes.sh): every patterns/*_cu.pat at 16 to 4096
# blocks, tests/cudasrc's kernels at 64; CUDASRC_CLASSES=fast a slice of
# three (check-fast's), =known the known differences
# (tests/cudasrc/classes_known.txt, in no tier)
check-cudasrc-classes: accessan
	@echo "== kernel patterns: classes of blocks against --exhaustive$(if $(CUDASRC_CLASSES), ($(CUDASRC_CLASSES)))"
	@sh tests/cudasrc/classes.sh ./accessan $(CUDASRC_CLASSES)

check-patterns: accessan
	@echo "== patterns/ and tests/hw/"
	@sh tests/patterns.sh ./accessan

# the closed-form classes against --exhaustive, and enumeration on four
# threads against one: every pattern file and N random patterns from each
# of three generators (tests/classes.sh, tests/fuzz/classgen.awk), sharded
# over CLASSES_JOBS processes (2)
CLASSES_N ?= 200
# the threads comparison runs each pattern four times: half as many
CLASSES_THREADS_N ?= $(shell echo $$(( ($(CLASSES_N) + 1) / 2 )))
CLASSES_FILES = $(if $(CLASSES_SLICE),every $(CLASSES_SLICE)th pattern file,every pattern file)
check-classes: accessan
	@echo "== classes against --exhaustive ($(CLASSES_FILES), $(CLASSES_N) random ones of each generator)"
	@sh tests/classes.sh ./accessan $(CLASSES_N) 1
	@echo "== 4 threads against 1 ($(CLASSES_FILES), $(CLASSES_THREADS_N) random ones of each generator)"
	@sh tests/classes.sh ./accessan $(CLASSES_THREADS_N) 2 threads

# The long differential run (not in check): 34000 patterns of each
# generator, niced; CLASSES_KEEP keeps the files of any mismatch.
.PHONY: check-classes-long
check-classes-long: accessan
	@CLASSES_KEEP=$(B)/classes-fail nice sh tests/classes.sh ./accessan 34000 $(or $(SEED),101)

# the PTX interpreter against a GPU's values (tests/gpu/ptxsem/): every
# integer instruction it computes, on edge operands
PTXSEM = $(B)/tests/gpu/ptxsem
check-ptxsem: $(PTXSEM)/check
	@echo "== PTX semantics: the interpreter against the values an H100 and an H200 computed"
	@python3 tests/gpu/ptxsem/gen.py interp $(PTXSEM) > /dev/null
	@python3 tests/gpu/ptxsem/gen.py list > $(PTXSEM)/list.txt
	@$(PTXSEM)/check $(PTXSEM) tests/gpu/ptxsem/expected.txt $(PTXSEM)/list.txt

check-man: accessan
	@echo "== manual pages"
	@sh tests/man.sh ./accessan

# --format sarif against the SARIF 2.1.0 schema (python3-jsonschema;
# skipped without it)
check-sarif: accessan
	@echo "== SARIF: the report against the SARIF 2.1.0 schema"
	@sh tests/sarif/run.sh ./accessan

# the README's GitHub, GitLab and pre-commit examples, their commands run
# as they stand on tests/ci/example/ (NVRTC; skipped without it)
check-ci: accessan
	@echo "== CI examples: the README's jobs and hook on tests/ci/example/"
	@sh tests/ci/run.sh

check-html: accessan
	@echo "== pictures: SVG (xmllint) and the HTML page (headless Chromium)"
	@sh tests/html.sh ./accessan

# the playground (src/web/web.mk) in headless Chromium: every library
# pattern's report against the command line's, an edit typed, a slider,
# the permalink, a suggestion applied (tests/playground.py); without emcc
# nothing is built and it passes, saying so
ifneq ($(WEB_HAVE_EMCC),)
check-playground: accessan $(WEB_PAGE)
	@echo "== playground: the WebAssembly page in headless Chromium"
	@python3 tests/playground.py ./accessan $(WEB_PAGE)
else
check-playground:
	@echo "playground: skipped: emcc not found (Debian: emscripten)"
endif

check-asan: $(B)/asan/accessan $(ASAN_UNIT_BIN)
	@echo "== unit, command line and patterns under ASan+UBSan"
	@for t in $(UNIT_TESTS); do \
	    ASAN_OPTIONS=detect_leaks=1 $(B)/asan/tests/unit/$$t || exit 1; done
	@ASAN_OPTIONS=detect_leaks=1 sh tests/cli/run.sh $(B)/asan/accessan
	@ASAN_OPTIONS=detect_leaks=1 sh tests/patterns.sh $(B)/asan/accessan

check-valgrind: accessan $(UNIT_BIN)
	@echo "== unit, command line and patterns under valgrind memcheck"
	@sh tests/tools/valgrind.sh

# ---- the tiers -------------------------------------------------------------
# Three, in the manner of SQLite's veryquick / quick / full; each prints its
# wall and CPU time at its end (tests/tools/tier.sh). Each part stops the
# run at its first failure.
#   check-fast  the edit-build-test loop: the unit suites, the command-line
#               goldens, the pattern library, the manual, and a fixed slice
#               of the classes and threads comparisons (every 8th pattern
#               file, 8 random patterns of each generator, 4 in the threads
#               comparison, the largest skipped), three kernel patterns
#               in classes of blocks against --exhaustive: no GPU wing,
#               no CUDA compile but the pattern library's own
#   check       what a change must pass (the README's command): check-fast's
#               parts, the GPU wing without a GPU, every pattern file of
#               the classes corpus and CLASSES_N (200) random patterns of
#               each generator (half as many for threads), the pictures,
#               the playground page, the SARIF report against its
#               schema, the README's CI examples, make install, the CUDA
#               kernels with the round trip of 150 random patterns, and
#               kernel patterns in classes of blocks against --exhaustive
#   check-slow  what CI adds after check (.ci/run): everything again under
#               ASan+UBSan and under valgrind, and a short fuzzing session
# The long differential run (check-classes-long) and an hour of fuzzing
# (fuzz, fuzz-cudagen) are targets of their own.

FAST_CLASSES = CLASSES_N=8 CLASSES_SLICE=8 CLASSES_WORK=20000000

check-fast: accessan $(UNIT_BIN) $(PTXSEM)/check
	@sh tests/tools/tier.sh check-fast $(MAKE) --no-print-directory check-fast-parts

check-fast-parts:
	@$(MAKE) --no-print-directory check-layering
	@$(MAKE) --no-print-directory check-weblink
	@$(MAKE) --no-print-directory check-unit
	@$(MAKE) --no-print-directory check-ptxsem
	@$(MAKE) --no-print-directory check-cli T=
	@$(MAKE) --no-print-directory check-patterns
	@$(MAKE) --no-print-directory check-classes $(FAST_CLASSES)
	@$(MAKE) --no-print-directory check-cudasrc-classes CUDASRC_CLASSES=fast
	@$(MAKE) --no-print-directory check-man

check: accessan $(UNIT_BIN) $(PTXSEM)/check gpu-check-deps
	@sh tests/tools/tier.sh check $(MAKE) --no-print-directory check-parts

check-parts:
	@$(MAKE) --no-print-directory check-layering
	@$(MAKE) --no-print-directory check-weblink
	@$(MAKE) --no-print-directory check-unit
	@$(MAKE) --no-print-directory check-ptxsem
	@$(MAKE) --no-print-directory check-cli T=
	@$(MAKE) --no-print-directory check-patterns
	@$(MAKE) --no-print-directory check-man
	@echo "== GPU backend without a GPU (code generation, NVRTC, failure paths)"
	@$(MAKE) --no-print-directory gpu-check
	@$(MAKE) --no-print-directory check-classes
	@$(MAKE) --no-print-directory check-html
	@$(MAKE) --no-print-directory check-playground
	@$(MAKE) --no-print-directory check-sarif
	@$(MAKE) --no-print-directory check-ci
	@$(MAKE) --no-print-directory check-install
	@$(MAKE) --no-print-directory check-cudasrc CUDASRC_RT=150
	@$(MAKE) --no-print-directory check-cudasrc-classes

check-slow: $(B)/asan/accessan $(ASAN_UNIT_BIN) accessan $(UNIT_BIN)
	@sh tests/tools/tier.sh check-slow $(MAKE) --no-print-directory check-slow-parts

check-slow-parts:
	@$(MAKE) --no-print-directory check-asan
	@$(MAKE) --no-print-directory check-valgrind
	@echo "== fuzzing, a short seeded session"
	@$(MAKE) --no-print-directory fuzz-short

.PHONY: check-fast-parts check-parts check-slow check-slow-parts

# Regenerate the golden outputs after a deliberate change: review the diff.
regen: accessan
	@sh tests/cli/run.sh ./accessan --regen
	@python3 tests/tools/man_regen.py ./accessan man/accessan.1 man/accessan-pattern.5
	@REGEN=1 sh tests/html.sh ./accessan | grep regenerated

# ---- bench and fuzz --------------------------------------------------------
bench: $(B)/tests/bench/bench accessan
	$(B)/tests/bench/bench
	@sh tests/cudasrc/bench.sh ./accessan

$(B)/tests/bench/bench: tests/bench/bench.c $(LIB_OBJ)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(INC_TEST) -o $@ $(filter %.c %.o,$^) $(LDFLAGS) $(LDLIBS_ALL)

# Fuzzing (libFuzzer, with clang): 'make fuzz' runs for FUZZ_TIME seconds
# on a corpus seeded from patterns/, the golden tests and tests/fuzz/,
# 'make fuzz-cudagen' the CUDA generator's target on the same corpus, and
# 'make fuzz-kernel' the 'kernel' statement's on generated CUDA kernels
# (an hour each by default); 'make fuzz-short' (check-slow) runs each
# briefly, seeded, where clang has libFuzzer, and skips otherwise. The
# corpora, the logs and any crash lie in build/tests/fuzz/.
FUZZ_CC   ?= clang
FUZZ_TIME ?= 3600
FUZZ_DIR   = $(B)/tests/fuzz
FUZZ_FLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L -g -O1 -Wall -Werror $(INC_LANG) \
             -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
FUZZ_RUN   = -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
             -dict=tests/fuzz/fuzz.dict

$(FUZZ_DIR)/fuzz: tests/fuzz/fuzz.c $(SIM_SRC) $(LANG_SRC) $(REPORT_SRC)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) -o $@ $^ -lm

$(FUZZ_DIR)/corpus: patterns/*.pat tests/cli/*.pat tests/fuzz/*.pat
	@mkdir -p $@
	cp patterns/*.pat tests/cli/*.pat tests/fuzz/*.pat $@/

fuzz: $(FUZZ_DIR)/fuzz $(FUZZ_DIR)/corpus
	$(FUZZ_DIR)/fuzz $(FUZZ_RUN) -max_total_time=$(FUZZ_TIME) \
	    -artifact_prefix=$(FUZZ_DIR)/ $(FUZZ_DIR)/corpus

# the CUDA generator's target: comments stay closed, nothing from the
# file name or the pattern reaches the source unescaped
$(FUZZ_DIR)/fuzz_cudagen: tests/fuzz/fuzz_cudagen.c $(SIM_SRC) $(LANG_SRC) \
    $(REPORT_SRC) gpu/host/cudagen.c | $(HTML_PAGE)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) -Igpu/host -o $@ $(filter %.c,$^) -lm

fuzz-cudagen: $(FUZZ_DIR)/fuzz_cudagen $(FUZZ_DIR)/corpus
	$(FUZZ_DIR)/fuzz_cudagen $(FUZZ_RUN) -max_total_time=$(FUZZ_TIME) \
	    -artifact_prefix=$(FUZZ_DIR)/ $(FUZZ_DIR)/corpus

# the 'kernel' statement's target: its input drives a generator of CUDA
# kernels and the patterns that launch them (fuzz_kernel.c), each
# compiled by NVRTC and run by the PTX interpreter, so its corpus is its
# own (seeds in tests/fuzz/kernel/): a few inputs a second, one worker.
# NVRTC's bound is 10 s there, under libFuzzer's 30 s for an input; a
# compile past it is the machine's load, not a finding: skipped.
FUZZ_KERNEL_RUN = -max_len=4096 -timeout=30 -rss_limit_mb=2048
$(FUZZ_DIR)/fuzz_kernel: tests/fuzz/fuzz_kernel.c $(SIM_SRC) $(LANG_SRC) \
    $(REPORT_SRC) | $(HTML_PAGE)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) -o $@ $(filter %.c,$^) -lm

$(FUZZ_DIR)/kernel-corpus: tests/fuzz/kernel/*
	@mkdir -p $@
	cp tests/fuzz/kernel/* $@/

fuzz-kernel: $(FUZZ_DIR)/fuzz_kernel $(FUZZ_DIR)/kernel-corpus
	$(FUZZ_DIR)/fuzz_kernel $(FUZZ_KERNEL_RUN) -max_total_time=$(FUZZ_TIME) \
	    -artifact_prefix=$(FUZZ_DIR)/kernel- $(FUZZ_DIR)/kernel-corpus

fuzz-short:
	@if echo 'int LLVMFuzzerTestOneInput(const char *d, long n) { return 0; }' | \
	    $(FUZZ_CC) -fsanitize=fuzzer -x c -o /dev/null - 2>/dev/null; then \
	    $(MAKE) --no-print-directory $(FUZZ_DIR)/fuzz $(FUZZ_DIR)/corpus || exit 1; \
	    $(FUZZ_DIR)/fuzz $(FUZZ_RUN) -seed=1 -max_total_time=60 \
	        -artifact_prefix=$(FUZZ_DIR)/ $(FUZZ_DIR)/corpus > $(FUZZ_DIR)/short.log 2>&1; \
	    rc=$$?; tail -3 $(FUZZ_DIR)/short.log; \
	    if [ $$rc -ne 0 ]; then echo "fuzz: 0 passed, 1 failed"; exit 1; fi; \
	    $(MAKE) --no-print-directory $(FUZZ_DIR)/fuzz_cudagen || exit 1; \
	    $(FUZZ_DIR)/fuzz_cudagen $(FUZZ_RUN) -seed=1 -max_total_time=20 \
	        -artifact_prefix=$(FUZZ_DIR)/ $(FUZZ_DIR)/corpus > $(FUZZ_DIR)/short_cudagen.log 2>&1; \
	    rc=$$?; tail -3 $(FUZZ_DIR)/short_cudagen.log; \
	    if [ $$rc -ne 0 ]; then echo "fuzz: 1 passed, 1 failed"; exit 1; fi; \
	    $(MAKE) --no-print-directory $(FUZZ_DIR)/fuzz_kernel \
	        $(FUZZ_DIR)/kernel-corpus || exit 1; \
	    nice $(FUZZ_DIR)/fuzz_kernel $(FUZZ_KERNEL_RUN) -seed=1 \
	        -max_total_time=30 -artifact_prefix=$(FUZZ_DIR)/kernel- \
	        $(FUZZ_DIR)/kernel-corpus > $(FUZZ_DIR)/short_kernel.log 2>&1; \
	    rc=$$?; tail -3 $(FUZZ_DIR)/short_kernel.log; \
	    if [ $$rc -ne 0 ]; then echo "fuzz: 2 passed, 1 failed"; exit 1; fi; \
	    echo "fuzz: 3 passed, 0 failed"; \
	else echo "fuzz: skipped: $(FUZZ_CC) has no libFuzzer (Debian: clang, libclang-rt-dev)"; fi

# ---- the GPU wing's tests ------------------------------------------------
# The GPU test drivers link the program's objects but main's.
GPU_TEST_OBJ = $(LIB_OBJ) $(HOST_OBJ)
GPU_FAKES = $(B)/tests/gpu/libfakecuda.so $(B)/tests/gpu/libfakecupti.so
GPU_TEST = $(B)/tests/unit/test_cudagen
GPU_HWCASES = $(B)/tests/gpu/hwcases
GPU_PATTERNS_TEST = $(B)/tests/gpu/nvrtc_patterns
GPU_REPORT_RUN = $(B)/tests/gpu/report_run
# (a 'kernel' pattern, *_cu.pat, is CUDA already: no code is generated)
GPU_PATTERNS = $(filter-out %_cu.pat,$(wildcard patterns/*.pat tests/gpu/ref/*.pat))
# validate --dry-run's random patterns: check-fast asks for fewer
VALIDATE_N ?= 2000

# test_cudagen.c finds the fakes at build/tests/gpu/lib*.so
$(B)/tests/gpu/lib%.so: tests/gpu/%.c
	@mkdir -p $(@D)
	$(GPU_CC) -std=c11 $(GPU_WARN) -fPIC -shared -I$(CUDA_HOME)/include -o $@ $<

$(GPU_TEST): $(B)/tests/unit/test_cudagen.o $(GPU_TEST_OBJ)
	$(CC) $(CFLAGS_ALL) -o $@ $^ $(LDFLAGS) $(CHECK_LIBS) $(LDLIBS_ALL)

# the drivers of tests/gpu/ (hwcases, nvrtc_patterns, report_run: accessan
# --gpu with -n, each kernel run once, no counters or timing, for
# compute-sanitizer)
$(B)/tests/gpu/%: $(B)/tests/gpu/%.o $(GPU_TEST_OBJ)
	$(CC) $(CFLAGS_ALL) -o $@ $^ $(LDFLAGS) $(LDLIBS_ALL)

# every patterns/ file through cudagen and NVRTC for sm_90 (no GPU needed)
ifneq ($(GPU_HAVE_CUDA),)
GPU_CHECK_LIB = $(CURDIR)/$(GPU_LIB)
GPU_CHECK_NOTE = :
# tests/gpu/ref's hand-written kernels through NVRTC, no GPU
GPU_REFBENCH_CHECK = ./$(GPU_REFBENCH) -n
gpu-check-deps: $(GPU_LIB) $(GPU_FAKES) $(GPU_TEST) $(GPU_PATTERNS_TEST) \
	$(GPU_REFBENCH) $(GPU_HWCASES) $(GPU_REPORT_RUN) accessan
else
GPU_CHECK_LIB = /nonexistent
GPU_CHECK_NOTE = echo "gpu-check: no CUDA headers under $(CUDA_HOME): the backend is not built, its tests skip"
GPU_REFBENCH_CHECK = :
gpu-check-deps: $(GPU_TEST) $(GPU_PATTERNS_TEST) $(GPU_HWCASES) $(GPU_REPORT_RUN) accessan
endif
gpu-check: gpu-check-deps
	@$(GPU_CHECK_NOTE)
	ACCESSAN_GPU_LIB=$(GPU_CHECK_LIB) ./$(GPU_TEST)
	ACCESSAN_GPU_LIB=$(GPU_CHECK_LIB) ./$(GPU_PATTERNS_TEST) $(GPU_PATTERNS)
	./accessan validate --dry-run --random $(VALIDATE_N) --seed 1
	ACCESSAN_GPU_LIB=$(GPU_CHECK_LIB) sh tests/gpu/ref/calibrate_nogpu.sh ./accessan $(B)/tests/gpu/libfakecuda.so
	ACCESSAN_GPU_LIB=$(GPU_CHECK_LIB) sh tests/gpu/transfer_nogpu.sh ./accessan $(B)/tests/gpu/libfakecuda.so
	ACCESSAN_GPU_LIB=$(GPU_CHECK_LIB) sh tests/gpu/kernel_nogpu.sh ./accessan $(B)/tests/gpu/libfakecuda.so $(B)/tests/gpu/libfakecupti.so
	ACCESSAN_GPU_LIB=$(GPU_CHECK_LIB) sh tests/gpu/texture_nogpu.sh ./accessan $(B)/tests/gpu/libfakecuda.so $(B)/tests/gpu/libfakecupti.so
	ACCESSAN_GPU_LIB=$(GPU_CHECK_LIB) $(GPU_REFBENCH_CHECK)

gpu-hwcases: $(GPU_LIB) $(GPU_HWCASES)
	ACCESSAN_GPU_LIB=$(CURDIR)/$(GPU_LIB) ./$(GPU_HWCASES)

.PHONY: gpu-check-deps

-include $(wildcard $(B)/tests/*/*.d $(B)/tests/*/*/*.d \
                    $(B)/asan/tests/*/*.d $(B)/asan/tests/*/*/*.d)
