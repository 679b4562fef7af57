# src/web/web.mk - the playground: the language, the model and the text
# and SVG reports compiled to WebAssembly with emscripten (Debian:
# emscripten), in one page that opens from the file system
# (src/web/README). Included by the top-level Makefile.
#
# Targets:
#   playground   build/playground/index.html
# (check-playground, its test, is in tests/tests.mk.)
#
# The page runs the commands' own code, cmd_analyze.c and cmd_suggest.c,
# on what src/web/web.c hands them. What cannot run in a browser is left
# out: the 'kernel' statement's compiler and interpreter (nvrtc.c forks
# and dlopens NVRTC; cudasrc.c, ptx.c, ptxexec.c and ptxtrack.c serve only it) and
# gpu/host/ (--gpu, --emit-cuda); src/web/nocuda.c stands in for the
# calls the rest makes of them.

# ---- settings ---------------------------------------------------------
EMCC ?= emcc
NODE ?= node
WEB_DIR  = $(B)/playground
WEB_PAGE = $(WEB_DIR)/index.html
WEB_JS   = $(B)/web/accessan.js
WEB_HAVE_EMCC := $(shell command -v $(EMCC) 2>/dev/null)
# emcc's optimizer runs on node, which does not look in Debian's folder
# of node modules, where its acorn is
WEB_ENV = NODE_PATH=$${NODE_PATH:+$$NODE_PATH:}/usr/share/nodejs
WEB_CFLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra $(WERROR) \
             -O3 -MMD -MP -DACCESSAN_VERSION='"$(VERSION)"'
# one loader with the module inside it (SINGLE_FILE), for a worker or a
# page, that makes an instance on each call of createAccessan()
WEB_LDFLAGS = -sSINGLE_FILE=1 -sMODULARIZE=1 -sEXPORT_NAME=createAccessan \
              -sENVIRONMENT=web,worker -sALLOW_MEMORY_GROWTH=1 \
              -sEXPORTED_FUNCTIONS=_web_analyze \
              -sEXPORTED_RUNTIME_METHODS=ccall

# ---- sources ----------------------------------------------------------
WEB_LANG_SRC = $(filter-out src/cuda/nvrtc.c src/cuda/cudasrc.c \
                            src/cuda/ptx.c src/cuda/ptxexec.c \
                            src/cuda/ptxtrack.c src/cuda/ptxlift.c,$(LANG_SRC))
WEB_CMD_SRC  = src/cmd/cli.c src/cmd/cmd_analyze.c src/cmd/cmd_suggest.c \
               src/web/web.c src/web/nocuda.c
WEB_SRC = $(SIM_SRC) $(WEB_LANG_SRC) $(REPORT_SRC) $(WEB_CMD_SRC)
WEB_OBJ = $(addprefix $(B)/web/,$(WEB_SRC:.c=.o))
# the page's menu of examples: the library, or a course's own files too
# (make playground PLAYGROUND_PATTERNS="patterns/*.pat course/*.pat")
PLAYGROUND_PATTERNS ?= patterns/*.pat
WEB_PATTERNS = $(sort $(wildcard $(PLAYGROUND_PATTERNS)))
WEB_PAGE_SRC = src/web/mkpage.js src/web/page.html src/web/page.css \
               src/web/page.js

# ---- rules ------------------------------------------------------------
.PHONY: playground

ifneq ($(WEB_HAVE_EMCC),)
playground: $(WEB_PAGE)
	@echo "playground: $(WEB_PAGE), $$(wc -c < $(WEB_PAGE)) bytes"
else
playground:
	@echo "playground: emcc not found (Debian: emscripten)" >&2; exit 1
endif

$(WEB_PAGE): $(WEB_JS) $(WEB_PAGE_SRC) $(WEB_PATTERNS) $(B)/web/patterns.stamp
	@mkdir -p $(@D)
	$(NODE) src/web/mkpage.js $@ $(VERSION) $(WEB_JS) $(WEB_PATTERNS)

# another list of examples makes the page again, as a changed file does
$(B)/web/patterns.stamp: FORCE
	@mkdir -p $(@D)
	@echo '$(WEB_PATTERNS)' | cmp -s - $@ || echo '$(WEB_PATTERNS)' > $@

$(WEB_JS): $(WEB_OBJ)
	$(WEB_ENV) $(EMCC) $(WEB_CFLAGS) $(WEB_LDFLAGS) -o $@ $(WEB_OBJ)

# the wings' include paths, as for the program
$(B)/web/sim/%.o: sim/%.c
	@mkdir -p $(@D)
	$(WEB_ENV) $(EMCC) $(WEB_CFLAGS) $(INC_SIM) -c -o $@ $<
$(B)/web/src/%.o: src/%.c
	@mkdir -p $(@D)
	$(WEB_ENV) $(EMCC) $(WEB_CFLAGS) $(INC_LANG) -c -o $@ $<
$(addprefix $(B)/web/,$(WEB_CMD_SRC:.c=.o)): $(B)/web/%.o: %.c
	@mkdir -p $(@D)
	$(WEB_ENV) $(EMCC) $(WEB_CFLAGS) $(INC_CMD) -c -o $@ $<
$(B)/web/src/report/report_html.o: $(HTML_PAGE)
$(B)/web/src/report/report_html.o: INC_LANG += -I$(B)/gen

-include $(WEB_OBJ:.o=.d)

# The page's set of files linked natively, with no emcc: a call the
# page's files make into the kernel path that nocuda.c lacks is found by
# check-fast on every edit, not by CI's emscripten build. The program is
# linked, never run.
WEB_NATIVE_OBJ = $(addprefix $(B)/,$(WEB_SRC:.c=.o))
.PHONY: check-weblink
check-weblink: $(B)/weblink
	@echo "== the playground's files link without the kernel path"
$(B)/weblink: $(WEB_NATIVE_OBJ) $(B)/src/web/linkmain.o
	$(CC) $(CFLAGS_ALL) -o $@ $^ $(LDFLAGS) $(LDLIBS_ALL)
$(B)/src/web/web.o $(B)/src/web/nocuda.o: $(B)/src/web/%.o: src/web/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(INC_CMD) -c -o $@ $<
$(B)/src/web/linkmain.o:
	@mkdir -p $(@D)
	printf 'int main(void) { return 0; }\n' | $(CC) -x c -c -o $@ -
