#!/bin/sh
# run.sh - on a machine with a GPU: the constant-memory and read-only
# checks of the constant and local paths. accessan --gpu on the teaching patterns (constant
# passes from the constant cache's counter, ldg loads from the global-load
# counters), validate on them and on random patterns (which draw constant
# and ldg loads), then a short table. Logs go to OUTDIR.
#   sh tests/gpu/constant/run.sh ACCESSAN OUTDIR [N]
# ACCESSAN_GPU_LIB must name the backend (build/libaccessan-gpu.so).
BIN=$1 OUT=$2 N=${3:-150}
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for p in patterns/constant_lut.pat patterns/broadcast.pat \
	patterns/readonly.pat patterns/texture_walk.pat; do
	f=$OUT/$(basename "$p" .pat).gpu.txt
	timeout 40 "$BIN" --gpu "$p" >"$f" 2>&1
	echo "== $p: exit $?"
	grep -E "^access|passes|requests  |sectors  |constant-cache|differ|agree" "$f"
done
timeout 40 "$BIN" validate patterns/constant_lut.pat patterns/broadcast.pat \
	patterns/readonly.pat tests/cli/ldg.pat >"$OUT/validate-files.txt" 2>&1
echo "== validate files: exit $?"; tail -3 "$OUT/validate-files.txt"
timeout 150 "$BIN" validate --random "$N" --seed 1 --verbose \
	>"$OUT/validate-random.txt" 2>&1
echo "== validate --random $N --seed 1: exit $?"
grep -cE "^constant" "$OUT/validate-random.txt" | sed 's/^/constant arrays: /'
grep -cE "^ldg" "$OUT/validate-random.txt" | sed 's/^/ldg loads: /'
grep -E "GPU|^validate" "$OUT/validate-random.txt" | tail -12
