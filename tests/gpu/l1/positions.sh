#!/bin/sh
# tests/gpu/l1/positions.sh - positions.cu's times, and Nsight Compute's
# counters of each of its cases (the third launch, after two warm-ups):
# L1's requests, sectors and hits for global loads, the data stage's
# passes (wavefronts) and whatever bank-conflict and set-conflict
# counters of global loads this ncu knows.
#
# usage (on a machine with a GPU, nvcc and ncu; from the top of the tree):
#   sh tests/gpu/l1/positions.sh OUTDIR
out=$1
nvcc -O3 -arch=sm_90 -o "$out/positions" tests/gpu/l1/positions.cu || exit 2
cuobjdump -sass "$out/positions" | grep -oE 'LDG[.A-Z0-9]*' | sort | uniq -c \
    > "$out/positions.sass.txt"
"$out/positions" > "$out/positions.txt" || exit 2
extra=$(ncu --query-metrics 2>/dev/null | awk '{print $1}' |
        grep -E '^l1tex__(data_bank_conflicts_pipe_lsu_mem_global|data_pipe_lsu_wavefronts_mem_lg|t_set_conflicts_pipe_lsu_mem_global|t_set_accesses_pipe_lsu_mem_global|data_bank_reads|data_bank_writes)' |
        sed 's/$/.sum/' | tr '\n' ',' | sed 's/,$//')
m=gpu__time_duration.sum,sm__cycles_elapsed.avg.per_second
m=$m,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum
m=$m,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum
m=$m,l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum
m=$m,l1tex__data_pipe_lsu_wavefronts.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum
[ -n "$extra" ] && m=$m,$extra
grep -E "^W " "$out/positions.txt" | while read -r _ w d where _; do
	{
		echo "== W $w $d $where"
		ncu --clock-control none --launch-skip 2 --launch-count 1 \
		    --metrics "$m" "$out/positions" "$w" "$d" "$where" \
		    2>&1 | grep -v '^==PROF=='
	} >> "$out/positions.ncu.txt"
done
rm -f "$out/positions"
