#!/bin/sh
# tests/gpu/pipe/measure.sh - the measurements of this folder on a
# machine with a GPU, nvcc, cuobjdump and ncu, into OUTDIR: place.cu's,
# idle.cu's and turnover.cu's times, twice each; the machine code
# idle.cu's loops became (whether ptxas kept the predicates); Nsight's
# shared-pipe counters of idle.cu's pred case and of time-suite kernels
# (timer.cu's 4th launch of each case named).
#
# usage (from the top of the tree): sh tests/gpu/pipe/measure.sh OUTDIR CASE...
out=$1
shift
cd tests/gpu/pipe || exit 2
nvcc -O3 -arch=sm_90 -o "$out/idle" idle.cu || exit 2
nvcc -O3 -arch=sm_90 -o "$out/place" place.cu || exit 2
nvcc -O3 -arch=sm_90 -o "$out/turnover" turnover.cu || exit 2
for r in 1 2; do
	"$out/idle" > "$out/idle$r.txt" || exit 2
	"$out/place" > "$out/place$r.txt" || exit 2
	"$out/turnover" > "$out/turnover$r.txt" || exit 2
done
cuobjdump -sass "$out/idle" | grep -E "Function|LDS|STS" | sort | uniq -c \
	| sort -rn | head -40 > "$out/idle.sass.txt"
m=smsp__inst_executed_op_shared_ld.sum,smsp__inst_executed_op_shared_st.sum
m=$m,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum
m=$m,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum
m=$m,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum
m=$m,smsp__thread_inst_executed_pred_on.sum,smsp__inst_executed.sum
m=$m,gpu__time_duration.sum,sm__cycles_elapsed.max
ncu --metrics "$m" "$out/idle" once 2>&1 | grep -v '^==PROF==' > "$out/ncu.txt"
cd ../time && nvcc -O3 -arch=sm_90 -o "$out/timer" timer.cu || exit 2
for c in "$@"; do
	echo "== $c"
	ncu --clock-control none --launch-skip 3 --launch-count 1 \
	    --metrics "$m" "$out/timer" "$c" 2>&1 | grep -v '^==PROF=='
done >> "$out/ncu.txt"
rm -f "$out/idle" "$out/place" "$out/turnover" "$out/timer"
