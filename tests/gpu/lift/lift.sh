#!/bin/sh
# tests/gpu/lift/lift.sh - on a GPU: each kernel of cases.txt run with
# --gpu as it is (the kernel's own counters beside the model's) and its
# lifted pattern (--emit-pattern) run with --gpu as a pattern (the kernel
# accessan generates from it, its counters beside the model's): the
# hardware's account of the same accesses, twice.
#
# usage: sh tests/gpu/lift/lift.sh ACCESSAN OUTDIR
# Writes OUTDIR/NAME.{lifted.pattern,kernel.txt,lifted.txt} and prints a line
# a case: both exit statuses (0: every counter the model's, 1: one
# differs, 3: no GPU).
set -u
bin=$1
out=$2
mkdir -p "$out" || exit 2
grep -v '^#' "$(dirname "$0")/cases.txt" | while read -r f defs; do
	[ -n "$f" ] || continue
	n=$(basename "$f" .pat)
	# shellcheck disable=SC2086
	if ! "$bin" --emit-pattern $defs "$f" > "$out/$n.lifted.pattern"; then
		echo "$n: not lifted"
		continue
	fi
	# shellcheck disable=SC2086
	"$bin" --gpu $defs "$f" > "$out/$n.kernel.txt" 2>&1
	k=$?
	"$bin" --gpu "$out/$n.lifted.pattern" > "$out/$n.lifted.txt" 2>&1
	echo "$n: kernel --gpu exit $k, lifted pattern --gpu exit $?"
done
