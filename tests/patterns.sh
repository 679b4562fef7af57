#!/bin/sh
# tests/patterns.sh - run every pattern of the library in patterns/.
#
# usage: sh tests/patterns.sh ACCESSAN
#
# ACCESSAN is the binary to test (./accessan, or the sanitizer build). For
# every patterns/*.pat, in name order, four checks, each printed on a line
# of its own ("ok - ..." or "FAIL - ..."):
#   header   the file opens with '# NAME.pat - what it shows' and has a
#            'What to change' paragraph, as every library pattern must;
#   expect   it holds at least one 'expect' line, so that a drift of the
#            model or of the file is caught;
#   text     'ACCESSAN FILE' exits 0: it parses, runs and every
#            expectation holds;
#   json     'ACCESSAN --format json FILE' exits 0 and prints valid JSON
#            (python3 -m json.tool; skipped with a note without python3).
# Then the measured hardware cases, every tests/hw/*.pat (hw_*.pat:
# HARDWARE.md's cases; merge_*.pat: shared loads and stores with the
# wavefronts the pipe counter of an H100 and an H200 counted, as
# expectations), get the text check: they must run, and
# every measured figure must hold.
# A pattern that needs options of its own (another architecture, say) sets
# them in the file ('arch sm_35', 'bankmode 8'); as a last resort a line
#   # accessan-args: --arch sm_35
# in the file adds arguments before the file name.
#
# The last line is "N passed, N failed"; the exit status is 1 if any check
# failed, 2 on a usage error. Run from anywhere: paths are relative to the
# repository root (the parent of this script's directory).

if [ $# -ne 1 ]; then
	echo "usage: sh tests/patterns.sh ACCESSAN" >&2
	exit 2
fi
case $1 in
/*) bin=$1 ;;
*) bin=$(pwd)/$1 ;;
esac
if [ ! -x "$bin" ]; then
	echo "tests/patterns.sh: $1: not an executable" >&2
	exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
cd "$root" || exit 2

# no colour, whatever the environment says
NO_COLOR=1
export NO_COLOR

pass=0
fail=0
tmp=${TMPDIR:-/tmp}/accessan-patterns.$$
trap 'rm -rf "$tmp.out" "$tmp.err" "$tmp.json"' EXIT
trap 'exit 2' HUP INT TERM

ok() {
	pass=$((pass + 1))
	echo "ok - $1"
}

bad() {
	fail=$((fail + 1))
	echo "FAIL - $1"
	# show what the tool said, indented, so that CI logs explain it
	if [ -s "$tmp.err" ]; then
		sed -n '1,20s/^/    /p' "$tmp.err"
	fi
}

if command -v python3 >/dev/null 2>&1; then
	have_python=1
else
	have_python=0
	echo "note: python3 not found: the JSON output is checked for exit" \
	     "status only"
fi

set -- patterns/*.pat
if [ ! -f "$1" ]; then
	echo "FAIL - no patterns/*.pat found in $root"
	echo "0 passed, 1 failed"
	exit 1
fi

mkdir -p "$tmp.json" || exit 2
: > "$tmp.json/list"
for f in "$@"; do
	name=${f#patterns/}
	: > "$tmp.err"

	first=$(sed -n 1p "$f")
	case $first in
	"# $name - "*)
		if grep -q '^# What to change' "$f"; then
			ok "$f: header"
		else
			echo "no '# What to change' paragraph" > "$tmp.err"
			bad "$f: header"
		fi
		;;
	*)
		echo "first line is not '# $name - ...'" > "$tmp.err"
		bad "$f: header"
		;;
	esac

	if grep -q '^[[:space:]]*expect[[:space:]]' "$f"; then
		ok "$f: expect"
	else
		: > "$tmp.err"
		bad "$f: expect (the file pins no figure)"
	fi

	args=$(sed -n 's/^# accessan-args:[[:space:]]*//p' "$f" | head -n 1)

	# $args is split into words on purpose
	# shellcheck disable=SC2086
	"$bin" $args "$f" > "$tmp.out" 2> "$tmp.err"
	rc=$?
	if [ $rc -eq 0 ]; then
		ok "$f: text"
	else
		bad "$f: text (exit $rc)"
	fi

	# shellcheck disable=SC2086
	"$bin" $args --format json "$f" > "$tmp.out" 2> "$tmp.err"
	rc=$?
	if [ $rc -ne 0 ]; then
		bad "$f: json (exit $rc)"
	elif [ $have_python -eq 0 ]; then
		ok "$f: json (exit 0; not validated)"
	else
		# validated below, all in one python3 (it takes a tenth of a
		# second to start)
		cp "$tmp.out" "$tmp.json/$(echo "$f" | tr / _)"
		echo "$f" >> "$tmp.json/list"
	fi
done

# each JSON report: "ok" or the parser's complaint, a line a file
if [ -s "$tmp.json/list" ]; then
	python3 - "$tmp.json" > "$tmp.out" 2>&1 <<'PY'
import json, sys
d = sys.argv[1]
for f in open(d + "/list").read().split():
    try:
        json.load(open(d + "/" + f.replace("/", "_")))
        print("ok")
    except ValueError as e:
        print(str(e).replace("\n", " "))
PY
	exec 3< "$tmp.out"
	while read -r f; do
		read -r why <&3 || why="python3 said nothing"
		if [ "$why" = ok ]; then
			ok "$f: json"
		else
			echo "$why" > "$tmp.err"
			bad "$f: json (not valid JSON)"
		fi
	done < "$tmp.json/list"
	exec 3<&-
fi

for f in tests/hw/*.pat; do
	: > "$tmp.err"
	"$bin" "$f" > "$tmp.out" 2> "$tmp.err"
	rc=$?
	if [ $rc -eq 0 ]; then
		ok "$f: text"
	else
		bad "$f: text (exit $rc)"
	fi
done

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
