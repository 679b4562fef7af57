# accessan - a GPU memory access-pattern analyzer and simulator.
# Targets: all (default: ./accessan and the GPU backend), run, check,
# check-fast, install, clean, bench, fuzz, regen, playground (the
# analyzer as one web page: src/web/web.mk).
#
# Every build output lies under build/, but for ./accessan itself.
# The source tree's wings, and what each may include:
#   sim/       the model: sim/ only (no I/O, no CLI, no CUDA)
#   src/       by stage (src/README): lang/ the pattern language and its
#              messages, cuda/ the CUDA front end, analysis/ the
#              evaluator and what runs it, report/ the back ends, cmd/ the
#              commands, web/ the playground; all but cmd/ and web/ see
#              src/ and sim/ only, the commands also gpu/host/
#   gpu/lib/   the CUDA backend, libaccessan-gpu.so, loaded at run time
#   gpu/host/  the program's side of it: code generator, loader, the run
#              that measures and compares, validate
# The include paths below enforce it: a file is compiled with the paths
# of its wing only.

.DEFAULT_GOAL := all

# ---- settings ------------------------------------------------------------
VERSION  = 0.1.0
PREFIX  ?= /usr/local
BINDIR  ?= $(PREFIX)/bin
LIBDIR  ?= $(PREFIX)/lib/accessan
MANDIR  ?= $(PREFIX)/share/man
DATADIR ?= $(PREFIX)/share/accessan
DESTDIR ?=

CC      ?= cc
OPT     ?= -O3 -g
WERROR  ?= -Werror
CFLAGS_ALL = -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra $(WERROR) \
             $(OPT) -MMD -MP -DACCESSAN_VERSION='"$(VERSION)"' $(CFLAGS)
LDLIBS_ALL = -lm -ldl -lpthread $(LDLIBS)
SAN      = -fsanitize=address,undefined -fno-omit-frame-pointer \
           -fno-sanitize-recover=all
CHECK_CFLAGS := $(shell pkg-config --cflags check 2>/dev/null)
CHECK_LIBS   := $(shell pkg-config --libs check 2>/dev/null || echo -lcheck)

B = build

# ---- sources -------------------------------------------------------------
SIM_SRC   = sim/sim.c sim/dram.c sim/timemodel.c sim/atomic.c sim/link.c \
            sim/texture.c sim/hot.c
# src/ by stage: the language, the CUDA front end, the analyses, the
# reports, the commands (src/README)
LANG_SRC  = src/lang/arena.c src/lang/diag.c src/lang/source.c \
            src/lang/lex.c src/lang/pat.c src/lang/parse.c \
            src/lang/parse_include.c src/lang/parse_expect.c \
            src/lang/parse_cform.c src/lang/parse_kernel.c src/lang/symtab.c \
            $(CUDA_SRC) \
            src/analysis/race.c src/analysis/pipeline.c \
            src/analysis/predict.c src/analysis/eval.c \
            src/analysis/evalexpect.c src/analysis/evalthreads.c \
            src/analysis/classes.c src/analysis/sweep.c \
            src/analysis/suggest.c src/analysis/suggest_stage.c \
            src/analysis/suggest_kernel.c src/analysis/baseline.c
CUDA_SRC  = src/cuda/nvrtc.c src/cuda/ptxcache.c src/cuda/ptx.c \
            src/cuda/ptxexec.c src/cuda/ptxtrack.c src/cuda/cudasrc.c \
            src/cuda/sass.c src/cuda/cutext.c src/cuda/kernelpat.c \
            src/cuda/ptxlift.c
REPORT_SRC = src/report/report_common.c src/report/report_backend.c \
            src/report/report_text.c src/report/report_json.c \
            src/report/report_sarif.c src/report/report_svg.c \
            src/report/report_html.c \
            src/report/report_table.c src/report/report_csv.c \
            src/analysis/transfer.c src/report/report_transfer.c
# the HTML page's script and style are files of their own, made into C
# strings for report_html.c: sed drops the notes (lines that start with
# '// '), escapes \ " and ? (no trigraphs) and wraps each line as "...\n"
# (no xxd needed)
HTML_PAGE = $(B)/gen/report_html_page.h
C_STRING  = -e '/^\/\/ /d' -e 's/\\/\\\\/g' -e 's/"/\\"/g' \
            -e 's/?/\\?/g' -e 's/^/"/' -e 's/$$/\\n"/'
$(HTML_PAGE): src/report/report_html.js src/report/report_html.css
	@mkdir -p $(@D)
	{ echo '/* made from src/report/report_html.js and .css: do not edit */'; \
	  echo 'static const char html_script[] ='; \
	  sed $(C_STRING) src/report/report_html.js; echo ';'; \
	  echo 'static const char html_css[] ='; \
	  sed $(C_STRING) src/report/report_html.css; echo ';'; } > $@.tmp
	mv $@.tmp $@
$(B)/src/report/report_html.o $(B)/asan/src/report/report_html.o: $(HTML_PAGE)
# (the fuzz targets of tests/tests.mk compile report_html.c too)
HTML_USERS = $(B)/src/report/report_html.o $(B)/asan/src/report/report_html.o \
             $(B)/tests/fuzz/fuzz $(B)/tests/fuzz/fuzz_cudagen \
             $(B)/tests/fuzz/fuzz_kernel
$(HTML_USERS): INC_LANG += -I$(B)/gen
$(B)/tests/fuzz/fuzz: | $(HTML_PAGE)
# the GPU backend's host side (gpu/host/) and the command files
include gpu/gpu.mk
CMD_SRC   = src/cmd/main.c src/cmd/cli.c src/cmd/cmd_analyze.c \
            src/cmd/cmd_sweep.c src/cmd/cmd_gpu.c src/cmd/cmd_validate.c \
            src/cmd/cmd_calibrate.c src/cmd/cmd_suggest.c \
            src/cmd/cmd_transfer.c

# include paths per wing (see the top of this file)
INC_SIM  = -Isim
INC_SRC  = -Isrc/lang -Isrc/cuda -Isrc/analysis -Isrc/report
INC_LANG = $(INC_SRC) -Isim
INC_HOST = $(INC_SRC) -Isim -Igpu/lib -Igpu/host
INC_CMD  = $(INC_HOST) -Isrc/cmd

LIB_SRC  = $(SIM_SRC) $(LANG_SRC) $(REPORT_SRC)
PROG_SRC = $(LIB_SRC) $(GPU_HOST_SRC) $(CMD_SRC)
# the pattern library 'make install' puts in DATADIR/patterns (the .cu
# that its kernel patterns read beside them)
PATTERN_FILES = $(wildcard patterns/*.pat patterns/*.cu)
LIB_OBJ  = $(addprefix $(B)/,$(LIB_SRC:.c=.o))
PROG_OBJ = $(addprefix $(B)/,$(PROG_SRC:.c=.o))
ASAN_OBJ = $(addprefix $(B)/asan/,$(PROG_SRC:.c=.o))
ASAN_LIB_OBJ = $(addprefix $(B)/asan/,$(LIB_SRC:.c=.o))
HOST_OBJ = $(addprefix $(B)/,$(GPU_HOST_SRC:.c=.o))

# ---- build ---------------------------------------------------------------
all: accessan gpu

accessan: $(PROG_OBJ)
	$(CC) $(CFLAGS_ALL) -o $@ $^ $(LDFLAGS) $(LDLIBS_ALL)

# the loader looks for the backend in LIBDIR: its object follows PREFIX
$(B)/gpu/host/gpuload.o $(B)/asan/gpu/host/gpuload.o: $(B)/libdir.stamp
$(B)/libdir.stamp: FORCE
	@mkdir -p $(@D)
	@echo '$(LIBDIR)' | cmp -s - $@ || echo '$(LIBDIR)' > $@
FORCE:
# and --profile NAME for the installed profiles in DATADIR
$(B)/src/cmd/cli.o $(B)/asan/src/cmd/cli.o: $(B)/datadir.stamp
$(B)/src/cmd/cli.o $(B)/asan/src/cmd/cli.o: CFLAGS_ALL += \
	-DACCESSAN_DATADIR='"$(DATADIR)"' -DACCESSAN_SRCDIR='"$(CURDIR)"'
$(B)/datadir.stamp: FORCE
	@mkdir -p $(@D)
	@echo '$(DATADIR)' | cmp -s - $@ || echo '$(DATADIR)' > $@

$(B)/sim/%.o: sim/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(INC_SIM) -c -o $@ $<
$(B)/src/%.o: src/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(INC_LANG) -c -o $@ $<
$(addprefix $(B)/,$(CMD_SRC:.c=.o)): $(B)/src/%.o: src/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(INC_CMD) -c -o $@ $<
$(B)/gpu/host/%.o: gpu/host/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(INC_HOST) -DACCESSAN_LIBDIR='"$(LIBDIR)"' -c -o $@ $<

$(B)/asan/sim/%.o: sim/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(SAN) $(INC_SIM) -c -o $@ $<
$(B)/asan/src/%.o: src/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(SAN) $(INC_LANG) -c -o $@ $<
$(addprefix $(B)/asan/,$(CMD_SRC:.c=.o)): $(B)/asan/src/%.o: src/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(SAN) $(INC_CMD) -c -o $@ $<
$(B)/asan/gpu/host/%.o: gpu/host/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(SAN) $(INC_HOST) -DACCESSAN_LIBDIR='"$(LIBDIR)"' -c -o $@ $<

$(B)/asan/accessan: $(ASAN_OBJ)
	$(CC) $(CFLAGS_ALL) $(SAN) -o $@ $^ $(LDFLAGS) $(LDLIBS_ALL)

# ---- the playground (WebAssembly) ----------------------------------------
include src/web/web.mk

# ---- tests ---------------------------------------------------------------
include tests/tests.mk

run: accessan
	./accessan patterns/stride2.pat

install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
	           $(DESTDIR)$(MANDIR)/man5
	install -m 755 accessan $(DESTDIR)$(BINDIR)/accessan
	if [ -f $(GPU_LIB) ]; then install -d $(DESTDIR)$(LIBDIR) && \
	    install -m 755 $(GPU_LIB) $(DESTDIR)$(LIBDIR)/; fi
	install -m 644 man/accessan.1 $(DESTDIR)$(MANDIR)/man1/accessan.1
	install -m 644 man/accessan-pattern.5 \
	               $(DESTDIR)$(MANDIR)/man5/accessan-pattern.5
	install -d $(DESTDIR)$(DATADIR)/profiles
	install -m 644 tests/gpu/ref/h100.profile tests/gpu/ref/h200.profile \
	               $(DESTDIR)$(DATADIR)/profiles/
	install -d $(DESTDIR)$(DATADIR)/patterns
	install -m 644 $(PATTERN_FILES) $(DESTDIR)$(DATADIR)/patterns/

clean:
	rm -rf $(B) accessan

.PHONY: all run install clean FORCE

-include $(PROG_OBJ:.o=.d) $(ASAN_OBJ:.o=.d)
