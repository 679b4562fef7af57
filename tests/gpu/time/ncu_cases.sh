#!/bin/sh
# tests/gpu/time/ncu_cases.sh - Nsight Compute's counters of some of the
# time suite's cases: timer.cu's kernel of each, its 4th launch (after
# timer's 3 warm-ups), at the GPU's own clocks; what each unit of the
# memory system did (DRAM and L2 bytes, L1's requests, sectors, hits
# and wavefronts), the throughput breakdown of every unit as a share of
# its peak, and the warps' stall reasons.
#
# usage (on a machine with a GPU, nvcc and ncu; from the top of the tree):
#   sh tests/gpu/time/ncu_cases.sh OUTDIR CASE...
out=$1
shift
cd tests/gpu/time || exit 2
nvcc -O3 -arch=sm_90 -o "$out/timer" timer.cu || exit 2
"$out/timer" "$@" > "$out/measured.txt" || exit 2
m=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum
m=$m,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum
m=$m,lts__t_requests_srcunit_tex_op_read.sum,lts__t_requests_srcunit_tex_op_write.sum
m=$m,lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum
m=$m,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_requests_pipe_lsu_mem_global_op_st.sum
m=$m,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum
m=$m,l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum
m=$m,l1tex__t_requests_pipe_lsu_mem_local_op_ld.sum,l1tex__t_requests_pipe_lsu_mem_local_op_st.sum
m=$m,l1tex__t_sectors_pipe_lsu_mem_local_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_local_op_st.sum
m=$m,l1tex__data_pipe_lsu_wavefronts.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum
m=$m,l1tex__t_set_conflicts_pipe_lsu_mem_global_op_ld.sum
m=$m,l1tex__m_xbar2l1tex_read_sectors.sum,l1tex__m_l1tex2xbar_write_sectors.sum
m=$m,l1tex__lsu_writeback_active.sum,smsp__inst_executed.sum
m=$m,smsp__issue_active.avg.pct_of_peak_sustained_elapsed,sm__warps_active.avg.pct_of_peak_sustained_active
m=$m,sm__cycles_elapsed.avg.per_second
m=$m,breakdown:gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed
m=$m,breakdown:sm__throughput.avg.pct_of_peak_sustained_elapsed
for c in "$@"; do
	{
		echo "== $c"
		ncu --clock-control none --launch-skip 3 --launch-count 1 \
		    --metrics "$m" --section WarpStateStats "$out/timer" "$c" \
		    2>&1 | grep -v '^==PROF=='
	} >> "$out/ncu.txt"
done
rm -f "$out/timer"
