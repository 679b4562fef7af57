#!/bin/sh
# device_more.sh - the interpreter's local memory, atomics, calls and
# warp-wide instructions (tests/cudasrc) on a GPU: accessan --gpu on each
# kernel pattern, the user's kernel under the counters beside the
# model's totals, and the hand-written local pattern for reference. Run
# from a directory holding accessan, libaccessan-gpu.so and cudasrc/
# (tests/cudasrc); logs into $OUT, one file a case, a summary last.
#   sh device_more.sh
cd "$(dirname "$0")" || exit 2
export ACCESSAN_GPU_LIB="$PWD/libaccessan-gpu.so"
O=${OUT:-/tmp/kernel-device}
mkdir -p "$O"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm \
	--format=csv,noheader >"$O/device.txt" 2>&1
one() { # name, accessan's arguments
	n=$1
	shift
	{
		echo "\$ accessan $*"
		timeout 60 ./accessan "$@"
		echo "exit $?"
	} >"$O/$n.txt" 2>&1
}
one local -q --gpu cudasrc/local.pat
one local_same -q --gpu -D SAME=1 cudasrc/local.pat
one local_hand -q --gpu cudasrc/local_hand.pat
one pick -q --gpu cudasrc/pick.pat
one keep -q --gpu cudasrc/keep.pat
one atomic -q --gpu cudasrc/atomic.pat
one calls -q --gpu cudasrc/calls.pat
one recurse -q --gpu cudasrc/recurse.pat
one warp -q --gpu cudasrc/warp.pat
one warp_nn40 -q --gpu -D NN=40 cudasrc/warp.pat
{
	echo "device: $(cat "$O/device.txt")"
	for f in "$O"/*.txt; do
		n=$(basename "$f" .txt)
		[ "$n" = device ] || [ "$n" = summary ] && continue
		echo "== $n: $(tail -n 1 "$f"); $(grep -E 'error|counters: none|note' "$f" | head -2)"
		grep -E '^  (global|shared|local) [a-z]+ [a-z]+ ' "$f"
	done
} >"$O/summary.txt"
cat "$O/summary.txt"
