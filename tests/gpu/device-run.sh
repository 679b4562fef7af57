#!/bin/sh
# device-run.sh - what to run on a machine with a GPU: builds the backend
# and tests/gpu/hwcases there, checks HARDWARE.md's cases with counters,
# runs them under compute-sanitizer, measures bandwidth, compares one case
# with Nsight Compute and tries counters under ncu (which must be refused
# cleanly). Logs go to $OUT (or /tmp/accessan-gpu).
OUT=${OUT:-/tmp/accessan-gpu}
mkdir -p "$OUT"
export ACCESSAN_GPU_LIB="$PWD/gpu/libaccessan-gpu.so"
step() { echo "== $*"; }

step device
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
step build
make -f gpu/gpu.mk gpu-clean >/dev/null
make accessan >"$OUT/build.log" 2>&1 || { cat "$OUT/build.log"; exit 1; }
P="build/sim/sim.o build/src/arena.o build/src/diag.o build/src/lex.o build/src/parse.o build/src/eval.o"
make -f gpu/gpu.mk gpu tests/gpu/hwcases tests/gpu/report_run GPU_PARSER_OBJ="$P" >>"$OUT/build.log" 2>&1 || { cat "$OUT/build.log"; exit 1; }
step "HARDWARE.md cases with CUPTI counters"
./tests/gpu/hwcases 2>&1 | tee "$OUT/hwcases.txt"
step "every patterns/ file: model against counters (report_run = accessan --gpu)"
timeout 200 ./tests/gpu/report_run patterns/*.pat >"$OUT/patterns.txt" 2>&1
echo "report_run exit $?"
grep -E '^====|DIFFERS|figures agree|error|bandwidth|time ' "$OUT/patterns.txt" | head -60
step "stride and offset sweeps"
for s in 1 2 4 8 16 32; do ./tests/gpu/report_run -Dstride=$s patterns/stride.pat; done >"$OUT/sweep.txt" 2>&1
for k in 0 1 8 32; do ./tests/gpu/report_run -Doffset=$k patterns/offset.pat; done >>"$OUT/sweep.txt" 2>&1
grep -E '^====|DIFFERS|agree|time |predicted' "$OUT/sweep.txt"
step "compute-sanitizer memcheck, every case once"
timeout 240 compute-sanitizer --tool memcheck --print-limit 5 ./tests/gpu/hwcases -n 2>&1 | tail -6 | tee "$OUT/memcheck.txt"
step "bandwidth"
./tests/gpu/hwcases -b 2>&1 | tee "$OUT/bw.txt"
step "SASS of two cases (nvcc on the emitted source)"
for i in 0 38; do
	./tests/gpu/hwcases -e $i >/tmp/case$i.cu
	nvcc -cubin -arch=sm_90 -std=c++17 -w /tmp/case$i.cu -o /tmp/case$i.cubin &&
	cuobjdump -sass /tmp/case$i.cubin | grep -E 'Function|LDG|STG|LDS|STS|ATOM' | head -12
done
step "ncu on three cases (acc_all, 1 replica)"
timeout 200 ncu --clock-control none -k regex:acc_all -c 3 --metrics \
l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum \
	./tests/gpu/hwcases -n 2>&1 | grep -E 'acc_all|l1tex|==PROF==|cases ran' | head -20
step "our counters under ncu (must be refused, not crash)"
timeout 120 ncu --clock-control none -c 1 ./tests/gpu/hwcases 2>&1 | grep -vE '^\s*$' | grep -E 'counters|error|passed|==ERROR' | head -5
echo "exit codes done"
