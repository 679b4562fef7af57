#!/bin/sh
# tests/cli/run.sh - golden tests of the command line.
#
# usage: sh tests/cli/run.sh ACCESSAN [--regen] [NAME...]
#
# Each case is tests/cli/NAME.cmd: one shell command line, run from the
# repository root with $ACCESSAN set to the binary under test and standard
# input from /dev/null. Its standard output, standard error and exit status
# are compared with tests/cli/NAME.out, written as
#     <stdout>
#     --- stderr
#     <stderr>
#     --- exit N
# The .pat files beside them are the inputs the cases read.
# With NAMEs (a case's name, or its .cmd path) only those cases run, as
# 'make check-cli T="NAME..."' does; without, every case. A difference is
# a failure; --regen rewrites the .out files instead (review the diff
# before committing). The last line is "N passed, N failed".
set -u
if [ $# -lt 1 ]; then
	echo "usage: sh tests/cli/run.sh ACCESSAN [--regen] [NAME...]" >&2
	exit 2
fi
ACCESSAN=$1
shift
regen=
if [ "${1:-}" = --regen ]; then
	regen=--regen
	shift
fi
case $ACCESSAN in /*) ;; *) ACCESSAN=$(pwd)/$ACCESSAN ;; esac
export ACCESSAN
# the cases name their files from the repository root
cd "$(dirname "$0")/../.." || exit 2
# the cases to run: the NAMEs given, or all
if [ $# -eq 0 ]; then
	set -- tests/cli/*.cmd
fi
# the report must not depend on the terminal or the caller's NO_COLOR
unset NO_COLOR
tmp=$(mktemp -d) || exit 3
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
for arg in "$@"; do
	arg=${arg##*/}
	cmd=tests/cli/${arg%.cmd}.cmd
	name=${cmd%.cmd}
	if [ ! -f "$cmd" ]; then
		echo "FAIL: $cmd: no such case"
		fail=$((fail + 1))
		continue
	fi
	out=$name.out
	sh -c "$(cat "$cmd")" </dev/null >"$tmp/stdout" 2>"$tmp/stderr"
	status=$?
	{
		cat "$tmp/stdout"
		echo "--- stderr"
		cat "$tmp/stderr"
		echo "--- exit $status"
	} >"$tmp/got"
	if [ "$regen" = --regen ]; then
		cp "$tmp/got" "$out"
		echo "regenerated $out"
		pass=$((pass + 1))
	elif [ -f "$out" ] && cmp -s "$tmp/got" "$out"; then
		pass=$((pass + 1))
	else
		echo "FAIL: $cmd: $(cat "$cmd")"
		if [ -f "$out" ]; then diff -u "$out" "$tmp/got" | head -40
		else echo "  (no $out: run make regen)"; fi
		fail=$((fail + 1))
	fi
done
echo "cli: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
