#!/bin/sh
# stage.sh - suggest's staging through a shared tile and its swap of a
# block's axes, run on a GPU: the patched kernels of
# tests/cli/suggest_kernel_stage.cu (naive and colread staged, colcopy
# swapped; written by 'accessan suggest --apply') beside the originals,
# on the same random matrix at sizes that fill whole blocks and sizes
# that do not; each output compared bit for bit, and the times of both.
# From the top of the tree, on a machine with a GPU and nvcc:
#
#   sh tests/gpu/suggest/stage.sh ./accessan [OUT]
set -eu
acc=$1
out=${2:-.}
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
case $acc in /*) ;; *) acc=$top/$acc ;; esac
w=$(mktemp -d)
trap 'rm -rf "$w"' EXIT
cp "$top/tests/cli/suggest_kernel_stage.cu" "$w/orig.cu"
for k in naive colread colcopy; do
	sed "s/ K (/ $k (/; s/suggest_kernel_stage\.cu/orig.cu/" \
	    "$top/tests/cli/suggest_kernel_stage.pat" > "$w/$k.pat"
	(cd "$w" && "$acc" suggest --apply "$k.pat" > "$k.suggest.txt" &&
	 mv orig.suggested.cu "$k.cu")
done
cp "$here/stagecheck.cu" "$here/../probe.h" "$w/"
nvcc -O3 -arch=sm_90 -o "$w/stagecheck" "$w/stagecheck.cu"
"$w/stagecheck" | tee "$out/stage.txt"
