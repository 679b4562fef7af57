#!/bin/sh
# layering.sh - the wings' include rules (README's Layout, each folder's
# README), checked on the sources: the model includes only itself; the
# language and the pipeline include the model and themselves; the reports
# add their own; none of them includes gpu/ or, but the reports, a report
# header; the run-time library sees only itself. The Makefile's include
# paths already keep gpu/ out of the language and the reports; this also
# keeps the reports out of the language.
#
# usage: sh tests/tools/layering.sh   (from anywhere; prints "N passed,
# N failed" last and exits 1 on a breach)
root=$(cd "$(dirname "$0")/../.." && pwd) || exit 2
cd "$root" || exit 2
MODEL='sim|dram|timemodel|atomic|link|texture'
LANG="$MODEL|arena|diag|msg|lex|pat|eval|race|classes|source|pipeline|predict|sweep|suggest|exitcode|nvrtc|ptxcache|ptx|cudasrc|transfer|baseline"
REPORT="$LANG|report|report_int|report_html_page"
# the GPU wing's host side: the language, the reports, its own headers
# and the backend's interface (gpu.h, gpu_xfer.h), not its insides
HOST="$REPORT|cudagen|gpurun|gpuload|kernelrun|xfergpu|validate|report_gpu|calibrate|gpu|gpu_xfer"
# the commands: every wing's interface, and their own
CMD="$HOST|cli|cmd|cmd_gpu"
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
for f in src/*.c src/*.h; do
	case $(basename "$f") in
	main.c|cli.*|cmd*) check "$f" "$CMD" ;;
	report*) check "$f" "$REPORT" ;;
	# the interpreter's insides, shared by its two files alone
	ptxexec.c|ptxtrack.c) check "$f" "$LANG|ptxint" ;;
	# and the evaluator's and the suggestion search's, each shared by
	# its own files alone
	eval.c|evalexpect.c|evalthreads.c|eval_int.h)
		check "$f" "$LANG|eval_int" ;;
	suggest.c|suggest_stage.c|suggest_int.h)
		check "$f" "$LANG|suggest_int" ;;
	*) check "$f" "$LANG" ;;
	esac
done
for f in gpu/host/*.c gpu/host/*.h; do check "$f" "$HOST"; done
for f in src/web/*.c; do check "$f" "$CMD"; done   # the page's commands
for f in gpu/lib/*.c gpu/lib/*.cc gpu/lib/*.h; do check "$f" "gpu|gpu_xfer|internal"; done
echo "layering: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
