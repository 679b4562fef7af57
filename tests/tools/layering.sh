#!/bin/sh
# layering.sh - the wings' include rules (README's Layout, each folder's
# README), checked on the sources. The stages of src/ lie in folders, and
# a stage includes itself and the stages below it, never one above:
#   sim/            itself alone (no I/O, no CLI, no CUDA)
#   src/lang/       the language and its messages: sim/ (the parser
#                   compiles nothing: a 'kernel' statement is read into
#                   the tree, and the CUDA front end compiles it after
#                   the parse); parse_int.h is the parser's insides, for
#                   its files (parse*.c) alone
#   src/cuda/       the CUDA front end: the language, sim/; ptxint.h is
#                   the interpreter's insides, for ptxexec.c and ptxtrack.c
#   src/analysis/   the evaluator and what runs it: the language, the CUDA
#                   front end, sim/; eval_int.h and suggest_int.h are the
#                   evaluator's and the search's insides, for their files
#   src/report/     the back ends: the analyses below them, and their own
#                   report_int.h (no other stage includes it)
#   gpu/host/       the GPU wing's host side: the reports and below, its
#                   own headers and the backend's interface (gpu.h,
#                   gpu_xfer.h), not its insides
#   src/cmd/, src/web/   the commands: every wing's interface
#   gpu/lib/        the run-time library: itself alone
# The Makefile's include paths already keep gpu/ out of every stage but the
# commands; this keeps each stage out of those above it.
#
# usage: sh tests/tools/layering.sh   (from anywhere; prints "N passed,
# N failed" last and exits 1 on a breach)
root=$(cd "$(dirname "$0")/../.." && pwd) || exit 2
cd "$root" || exit 2
names() {	# names DIR...: the headers those folders hold, as a regex
	for d in "$@"; do ls "$d"/*.h 2>/dev/null; done |
	    sed 's|.*/||; s|\.h$||' | paste -sd'|' -
}
MODEL=$(names sim)
LANG="$(names src/lang | sed 's/|parse_int//; s/^parse_int|//')|$MODEL"
CUDA="$(names src/cuda | sed 's/|ptxint//; s/^ptxint|//')|$LANG"
ANALYSIS="$(names src/analysis | sed 's/|eval_int//; s/|suggest_int//')|$CUDA"
REPORT="report|$ANALYSIS"
HOST="$REPORT|$(names gpu/host)|gpu|gpu_xfer"
CMD="$HOST|$(names src/cmd)"
pass=0
fail=0
check() {	# check FILE ALLOWED: every '#include "x.h"' of FILE is in ALLOWED
	bad=$(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)\.h".*/\1/p' "$1" |
	      grep -Ev "^($2)\$")
	if [ -n "$bad" ]; then
		echo "FAIL - $1 includes $(echo $bad | sed 's/ /.h, /g').h"
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
}
for f in sim/*.c sim/*.h; do check "$f" "$MODEL"; done
for f in src/lang/*.c src/lang/*.h; do
	case $(basename "$f") in
	# the parser's insides, shared by its files alone
	parse*) check "$f" "$LANG|parse_int" ;;
	*) check "$f" "$LANG" ;;
	esac
done
for f in src/cuda/*.c src/cuda/*.h; do
	case $(basename "$f") in
	# the interpreter's insides, shared by its two files alone
	ptxexec.c|ptxtrack.c|ptxint.h) check "$f" "$CUDA|ptxint" ;;
	*) check "$f" "$CUDA" ;;
	esac
done
for f in src/analysis/*.c src/analysis/*.h; do
	case $(basename "$f") in
	# the evaluator's and the suggestion search's insides, each shared
	# by its own files alone
	eval.c|evalexpect.c|evalthreads.c|eval_int.h)
		check "$f" "$ANALYSIS|eval_int" ;;
	suggest.c|suggest_stage.c|suggest_int.h)
		check "$f" "$ANALYSIS|suggest_int" ;;
	*) check "$f" "$ANALYSIS" ;;
	esac
done
for f in src/report/*.c src/report/*.h; do
	case $(basename "$f") in
	report.h) check "$f" "$REPORT" ;;
	*) check "$f" "$REPORT|report_int|report_html_page" ;;
	esac
done
for f in gpu/host/*.c gpu/host/*.h; do check "$f" "$HOST"; done
for f in src/cmd/*.c src/cmd/*.h src/web/*.c; do check "$f" "$CMD"; done
for f in gpu/lib/*.c gpu/lib/*.cc gpu/lib/*.h; do check "$f" "gpu|gpu_xfer|internal"; done
# no C file lies in src/ itself: each has its stage
for f in src/*.c src/*.h; do
	[ -e "$f" ] || continue
	echo "FAIL - $f lies in src/ itself: give it its stage's folder"
	fail=$((fail + 1))
done
echo "layering: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
