# accessan - a GPU memory access-pattern analyzer and simulator.
# Targets: all (default), run, check, install, clean, bench, regen.

# ---- settings ------------------------------------------------------------
VERSION  = 0.1.0
PREFIX  ?= /usr/local
BINDIR  ?= $(PREFIX)/bin
LIBDIR  ?= $(PREFIX)/lib/accessan
MANDIR  ?= $(PREFIX)/share/man
DESTDIR ?=

CC      ?= cc
OPT     ?= -O3 -g
WERROR  ?= -Werror
CFLAGS_ALL = -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra $(WERROR) \
             $(OPT) -MMD -MP -DACCESSAN_VERSION='"$(VERSION)"' \
             -DACCESSAN_LIBDIR='"$(LIBDIR)"' $(CFLAGS)
LDLIBS_ALL = -lm -ldl -lpthread $(LDLIBS)
SAN      = -fsanitize=address,undefined -fno-omit-frame-pointer \
           -fno-sanitize-recover=all
CHECK_CFLAGS := $(shell pkg-config --cflags check 2>/dev/null)
CHECK_LIBS   := $(shell pkg-config --libs check 2>/dev/null || echo -lcheck)

# ---- sources -------------------------------------------------------------
SIM_SRC = sim/sim.c sim/dram.c
FRONT_SRC = src/arena.c src/diag.c src/lex.c src/parse.c src/eval.c \
            src/report_common.c src/report_text.c src/report_json.c \
            src/report_svg.c src/report_html.c src/sweep.c \
            src/source.c
MAIN_SRC = src/main.c
UNIT_TESTS = test_sim test_front test_eval

B = build
LIB_OBJ  = $(addprefix $(B)/,$(SIM_SRC:.c=.o) $(FRONT_SRC:.c=.o))
ASAN_OBJ = $(addprefix $(B)/asan/,$(SIM_SRC:.c=.o) $(FRONT_SRC:.c=.o))

# The CUDA backend (gpu/libaccessan-gpu.so, loaded at run time) and the
# binary's side of it: code generator, loader, GPU report.
include gpu/gpu.mk
GPU_MAIN_OBJ  = $(addprefix $(B)/,$(GPU_FRONT_SRC:.c=.o))
GPU_ASAN_OBJ  = $(addprefix $(B)/asan/,$(GPU_FRONT_SRC:.c=.o))

# ---- build ---------------------------------------------------------------
all: accessan gpu

accessan: $(LIB_OBJ) $(GPU_MAIN_OBJ) $(B)/src/main.o
	$(CC) $(CFLAGS_ALL) -o $@ $^ $(LDFLAGS) $(LDLIBS_ALL)

$(B)/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) -c -o $@ $<

$(B)/asan/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(SAN) -c -o $@ $<

$(B)/asan/accessan: $(ASAN_OBJ) $(GPU_ASAN_OBJ) $(B)/asan/src/main.o
	$(CC) $(CFLAGS_ALL) $(SAN) -o $@ $^ $(LDFLAGS) $(LDLIBS_ALL)

$(B)/tests/%.o: tests/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(CHECK_CFLAGS) -c -o $@ $<

$(B)/asan/tests/%.o: tests/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(SAN) $(CHECK_CFLAGS) -c -o $@ $<

$(B)/tests/%: $(B)/tests/%.o $(LIB_OBJ)
	$(CC) $(CFLAGS_ALL) -o $@ $^ $(LDFLAGS) $(CHECK_LIBS) $(LDLIBS_ALL)

$(B)/asan/tests/%: $(B)/asan/tests/%.o $(ASAN_OBJ)
	$(CC) $(CFLAGS_ALL) $(SAN) -o $@ $^ $(LDFLAGS) $(CHECK_LIBS) $(LDLIBS_ALL)

.PRECIOUS: $(B)/tests/%.o $(B)/asan/tests/%.o

# ---- targets -------------------------------------------------------------
run: accessan
	./accessan patterns/stride2.pat

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
	$(CC) $(CFLAGS_ALL) -o $@ $^ $(LDFLAGS) $(LDLIBS_ALL)

# Fuzzing (libFuzzer, with clang): 'make fuzz' runs for FUZZ_TIME seconds
# on a corpus seeded from patterns/ and the golden tests; 'make check' runs
# a short seeded session where clang has libFuzzer, and skips otherwise.
FUZZ_CC   ?= clang
FUZZ_TIME ?= 3600
FUZZ_FLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L -g -O1 \
             -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
FUZZ_RUN   = -max_len=4096 -timeout=10 -rss_limit_mb=2048 -dict=tests/fuzz.dict

$(B)/fuzz/fuzz: tests/fuzz.c $(SIM_SRC) $(FRONT_SRC)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) -o $@ $^ -lm

$(B)/fuzz/corpus: patterns/*.pat tests/cli/*.pat
	@mkdir -p $@
	cp patterns/*.pat tests/cli/*.pat tests/fuzz/*.pat $@/

fuzz: $(B)/fuzz/fuzz $(B)/fuzz/corpus
	$(B)/fuzz/fuzz $(FUZZ_RUN) -max_total_time=$(FUZZ_TIME) \
	    -artifact_prefix=$(B)/fuzz/ $(B)/fuzz/corpus

fuzz-short:
	@if echo 'int LLVMFuzzerTestOneInput(const char *d, long n) { return 0; }' | \
	    $(FUZZ_CC) -fsanitize=fuzzer -x c -o /dev/null - 2>/dev/null; then \
	    $(MAKE) --no-print-directory $(B)/fuzz/fuzz $(B)/fuzz/corpus || exit 1; \
	    $(B)/fuzz/fuzz $(FUZZ_RUN) -seed=1 -max_total_time=60 \
	        -artifact_prefix=$(B)/fuzz/ $(B)/fuzz/corpus > $(B)/fuzz/short.log 2>&1; \
	    rc=$$?; tail -3 $(B)/fuzz/short.log; \
	    if [ $$rc -ne 0 ]; then echo "fuzz: 0 passed, 1 failed"; exit 1; fi; \
	    echo "fuzz: 1 passed, 0 failed"; \
	else echo "fuzz: skipped: $(FUZZ_CC) has no libFuzzer (Debian: clang, libclang-rt-dev)"; fi

install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
	           $(DESTDIR)$(MANDIR)/man5
	install -m 755 accessan $(DESTDIR)$(BINDIR)/accessan
	if [ -f $(GPU_LIB) ]; then install -d $(DESTDIR)$(LIBDIR) && \
	    install -m 755 $(GPU_LIB) $(DESTDIR)$(LIBDIR)/; fi
	install -m 644 man/accessan.1 $(DESTDIR)$(MANDIR)/man1/accessan.1
	install -m 644 man/accessan-pattern.5 \
	               $(DESTDIR)$(MANDIR)/man5/accessan-pattern.5

clean: gpu-clean
	rm -rf $(B) accessan

.PHONY: all run check regen bench install clean fuzz fuzz-short

-include $(LIB_OBJ:.o=.d) $(ASAN_OBJ:.o=.d) $(GPU_MAIN_OBJ:.o=.d) \
         $(GPU_ASAN_OBJ:.o=.d) $(B)/src/main.d $(B)/asan/src/main.d \
         $(wildcard $(B)/tests/*.d $(B)/asan/tests/*.d)
