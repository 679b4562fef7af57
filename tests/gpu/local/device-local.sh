#!/bin/sh
# device-local.sh - the local-memory check on a GPU: builds
# accessan and its backend, shows that the generated kernels keep their
# local arrays in local memory (ptxas -v: "bytes stack frame"), and runs
# --gpu and validate on the teaching pattern and the variants of this
# folder: the local requests and sectors counters against the model.
# Logs go to $OUT (or /tmp/accessan-local); the last lines are a table.
OUT=${OUT:-/tmp/accessan-local}
mkdir -p "$OUT"
export ACCESSAN_GPU_LIB="$PWD/build/libaccessan-gpu.so"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$OUT/device.txt"
make -j16 accessan build/libaccessan-gpu.so >"$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }
# the compiler's own report: every kernel with a local access has a frame
./accessan --emit-cuda patterns/local_hist.pat >"$OUT/local_hist.cu"
/usr/local/cuda/bin/nvcc -arch=sm_90 -cubin -Xptxas -v -o "$OUT/lh.cubin" \
	"$OUT/local_hist.cu" >"$OUT/ptxas.txt" 2>&1
grep -E "Function properties|stack frame" "$OUT/ptxas.txt" | paste - - |
	awk '{print $5, $7, $8, $9}' | tee "$OUT/frames.txt"
which ncu >/dev/null 2>&1 && ncu --query-metrics 2>/dev/null |
	grep -E "mem_local" >"$OUT/ncu-local-metrics.txt"
run() {	# run NAME ARGS...
	name=$1; shift
	timeout 60 ./accessan --gpu "$@" >"$OUT/$name.txt" 2>&1
	echo "$name exit $?" >>"$OUT/exits.txt"
}
run local_hist patterns/local_hist.pat
run local_hist_same -D SAME=1 patterns/local_hist.pat
run local_wide tests/cli/local_wide.pat
for s in 0 1 2 4 8; do
	run local_stride_S$s -D S=$s tests/gpu/local/local_stride.pat
done
timeout 90 ./accessan validate patterns/local_hist.pat tests/cli/local_wide.pat \
	tests/gpu/local/local_stride.pat >"$OUT/validate.txt" 2>&1
echo "validate exit $?" >>"$OUT/exits.txt"
cat "$OUT/exits.txt"
tail -3 "$OUT/validate.txt"
# the table: per access, model and GPU requests and sectors
for f in "$OUT"/local_*.txt; do
	echo "== $(basename "$f" .txt)"
	awk '/^access [0-9]+ \(line/ { a = $0 }
	     /^    (requests|sectors) / { print a; print; a = "" }' "$f" |
	    grep -v '^$' | head -40
done
