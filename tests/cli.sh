#!/bin/sh
# cli.sh - golden tests of the command line.
#
# usage: sh tests/cli.sh ACCESSAN [--regen]
#
# Each case is tests/cli/NAME.cmd: one shell command line, run from the
# repository root with $ACCESSAN set to the binary under test and standard
# input from /dev/null. Its standard output, standard error and exit status
# are compared with tests/cli/NAME.out, written as
#     <stdout>
#     --- stderr
#     <stderr>
#     --- exit N
# A difference is a failure; --regen rewrites the .out files instead (review
# the diff before committing). The last line is "N passed, N failed".
set -u
ACCESSAN=$1
regen=${2:-}
case $ACCESSAN in /*) ;; *) ACCESSAN=$(pwd)/$ACCESSAN ;; esac
export ACCESSAN
# the report must not depend on the terminal or the caller's NO_COLOR
unset NO_COLOR
tmp=$(mktemp -d) || exit 3
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
for cmd in tests/cli/*.cmd; do
	name=${cmd%.cmd}
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
