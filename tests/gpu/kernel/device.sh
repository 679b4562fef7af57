#!/bin/sh
# device.sh - 'kernel' patterns on a GPU: accessan --gpu on 'kernel' patterns, the
# user's own kernel under the counters beside the model's totals. Run
# from a directory holding accessan, libaccessan-gpu.so, patterns/ (the
# notes' matrix-vector kernels), cudasrc/ (tests/cudasrc's kernels) and
# rt/ (round-trip kernels from mkrt.py); logs into $OUT, one file a case,
# and a summary last: each case's totals, model and GPU.
#   sh device.sh
cd "$(dirname "$0")" || exit 2
. ./common.sh
one matvec_cu -q --gpu patterns/matvec_notes_cu.pat
one matvec_warp_cu -q --gpu patterns/matvec_notes_warp_cu.pat
one matvec_cu_full -q --gpu -D M=10000 -D N=20000 patterns/matvec_notes_cu.pat
one matvec_warp_cu_full -q --gpu -D M=10000 -D N=20000 \
	patterns/matvec_notes_warp_cu.pat
for f in arith diverge gather names shuffle tile; do
	one "cudasrc_$f" -q --gpu "cudasrc/$f.pat"
done
for d in rt/rt*; do
	one "$(basename "$d")" -q --gpu "$d/k.pat"
done
one validate validate patterns/matvec_notes_cu.pat \
	patterns/matvec_notes_warp_cu.pat cudasrc/tile.pat cudasrc/gather.pat \
	rt/rt00/k.pat rt/rt01/k.pat
summary 'compared|error|counters: none' \
	'^  (global|shared) .* (ok|DIFFERS)$' \
	'pipe counter [0-9]|kernel .*: .*model .*GPU|agree'
