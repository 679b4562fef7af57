#!/bin/sh
# device-run.sh - what to run on a machine with a GPU: builds the backend
# and the GPU test drivers there, checks HARDWARE.md's cases and every
# patterns/ file against the counters, the stride and offset sweeps
# (predicted against measured bandwidth), the bandwidth of the timing
# kernel against the device-to-device copy, the measured cases of
# tests/hw (HARDWARE.md's as pattern files, the shared-memory probes
# measured on an H100), the harness against hand-written kernels and
# the calibrated profile (tests/gpu/ref/device-ref.sh), and validate
# --random.
# Logs go to $OUT (or /tmp/accessan-gpu). VALIDATE_N sets validate's count.
OUT=${OUT:-/tmp/accessan-gpu}
mkdir -p "$OUT"
export ACCESSAN_GPU_LIB="$PWD/build/libaccessan-gpu.so"
step() { echo "== $*"; }

step device
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
step build
make -j8 all build/tests/gpu/hwcases build/tests/gpu/report_run \
	>"$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }
step "HARDWARE.md cases with CUPTI counters"
timeout 120 ./build/tests/gpu/hwcases >"$OUT/hwcases.txt" 2>&1
echo "hwcases exit $?"; grep -E "DIFFERS|passed|error" "$OUT/hwcases.txt"
step "every patterns/ file: model against counters (report_run = accessan --gpu)"
timeout 200 ./build/tests/gpu/report_run patterns/*.pat >"$OUT/patterns.txt" 2>&1
echo "report_run exit $?"
grep -E 'DIFFERS|figures agree|error' "$OUT/patterns.txt" | sort | uniq -c
step "stride and offset sweeps: measured against predicted bandwidth"
./accessan sweep -q --gpu -D stride=1..32 --csv "$OUT/stride.csv" patterns/stride.pat
./accessan sweep -q --gpu -D off=0..32 --csv "$OUT/offset.csv" patterns/offset.pat
cat "$OUT/stride.csv.gpu.csv" "$OUT/offset.csv.gpu.csv" | awk -F, '$1 != "param" {
	n++; if ($5 <= 0.15 && $5 >= -0.15) w++ } END { print w " of " n " within 15 %" }'
step "bandwidth: acc_time, then acc_all"
timeout 120 ./build/tests/gpu/hwcases -b 2>&1 | tee "$OUT/bw.txt"
ACCESSAN_TIME_ALL=1 timeout 120 ./build/tests/gpu/hwcases -b 2>&1 | head -4
step "HARDWARE.md cases as pattern files (tests/hw/hw_*.pat), through validate"
timeout 200 ./accessan validate tests/hw/hw_*.pat >"$OUT/hw.txt" 2>&1
echo "hw cases exit $?"; grep -E "^validate|; GPU" "$OUT/hw.txt" | head -20
step "shared-memory merge probes, against the pipe counter"
timeout 300 ./accessan validate tests/hw/merge_probe.pat tests/hw/merge_random.pat tests/hw/merge_open.pat >"$OUT/merge.txt" 2>&1
echo "merge probes exit $?"; grep -E "^validate|wavefronts; GPU" "$OUT/merge.txt" | head -40
step "harness against hand-written kernels; calibrate --gpu"
OUT="$OUT/ref" sh tests/gpu/ref/device-ref.sh
step "validate --random ${VALIDATE_N:-1000}"
timeout ${VALIDATE_TIMEOUT:-450} ./accessan validate --random ${VALIDATE_N:-1000} --seed 1 >"$OUT/validate.txt" 2>&1
echo "validate exit $?"
grep -E "^  [0-9]|^validate" "$OUT/validate.txt"; grep -A12 disagrees "$OUT/validate.txt" | head -60
