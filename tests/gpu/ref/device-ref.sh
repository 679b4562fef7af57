#!/bin/sh
# device-ref.sh - on a machine with a GPU, from the repository root: the
# harness against the hand-written kernels (refbench), the static loads
# and stores of each pair (cuobjdump, where installed), and the
# calibrated profile (accessan calibrate --gpu). Builds what it needs.
# Output goes to $OUT (or /tmp/accessan-ref): refbench.txt, table.md,
# sass.txt, NAME.profile.
OUT=${OUT:-/tmp/accessan-ref}
mkdir -p "$OUT"
export ACCESSAN_GPU_LIB="$PWD/build/libaccessan-gpu.so"
name=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -1)
echo "== device: $name"
make -j16 all >"$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }
cubins=$(mktemp -d)
echo "== refbench (reference kernels against the harness)"
timeout 240 ./build/tests/gpu/ref/refbench -v -c "$cubins" \
	-o "$OUT/table.md" ${REFBENCH_CASES:-} 2>&1 | tee "$OUT/refbench.txt"
if command -v cuobjdump >/dev/null; then
	# the static loads and stores of each reference kernel and of the
	# harness kernel of its pattern (loops unrolled differently give
	# other static counts; straight-line kernels should agree)
	for f in "$cubins"/*.ref.cubin; do
		k=$(basename "$f" .ref.cubin)
		for pair in "$f $k" "$cubins/$k.harness.cubin acc_time"; do
			set -- $pair
			cuobjdump -sass -fun "$2" "$1" 2>/dev/null | awk -v f="$k $2" '
				/LDG/ { ldg++ } /STG/ { stg++ } /LDS/ { lds++ }
				/STS/ { sts++ } /BAR/ { bar++ }
				END { printf "%-36s LDG %3d STG %3d LDS %3d STS %3d BAR %2d\n",
				      f, ldg, stg, lds, sts, bar }'
		done
	done >"$OUT/sass.txt"
	for pair in "ref_matvec_warp.harness.cubin acc_time" \
	    "ref_matvec_warp.ref.cubin ref_matvec_warp" \
	    "ref_matvec_row.harness.cubin acc_time" \
	    "ref_matvec_row.ref.cubin ref_matvec_row"; do
		set -- $pair
		echo "==== $1 $2"
		cuobjdump -sass -fun "$2" "$cubins/$1" | grep -E "^ +/\*[0-9a-f]{4}\*/"
	done >>"$OUT/sass.txt" 2>&1
	cat "$OUT/sass.txt" | head -30
fi
echo "== calibrate --gpu"
./accessan calibrate --gpu -o "$OUT/calibrated.profile"
echo "calibrate exit $?"
cat "$OUT/calibrated.profile"
