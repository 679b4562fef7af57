#!/bin/sh
# smem_measure.sh - read the shared-memory wavefront counters of every
# probe of a table with Nsight Compute, on a machine with a GPU.
#   sh smem_measure.sh BIN TABLE OUTDIR [BUDGET_S [CHUNK [FIRST]]]
# BIN is smem_wave (smem_wave.cu), TABLE a probe table. Probes are run in
# chunks of CHUNK launches (one ncu run each) from FIRST on, while the
# BUDGET_S seconds last; OUTDIR gets the CSVs together, gzipped
# (OUTDIR/<gpu>.csv.gz), and OUTDIR/progress (the first probe not run).
# ncu gets --clock-control none: the card's clocks are left alone.
BIN=$1 TABLE=$2 OUTDIR=$3 BUDGET=${4:-500} CHUNK=${5:-250} FIRST=${6:-0}
M=l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum
M=$M,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum
M=$M,smsp__inst_executed_op_shared_ld.sum,smsp__inst_executed_op_shared_st.sum
M=$M,smsp__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_ld.sum
M=$M,smsp__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_st.sum
mkdir -p "$OUTDIR" /tmp/smem_csv
GPU=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -1 | tr -c 'A-Za-z0-9\n' _)
N=$(grep -cv '^#' "$TABLE")
echo "gpu $GPU, $N probes, from $FIRST, chunks of $CHUNK, budget $BUDGET s"
start=$(date +%s) last=0 i=$FIRST
while [ "$i" -lt "$N" ]; do
	now=$(date +%s)
	[ $((now - start + last + 5)) -gt "$BUDGET" ] && break
	ncu --csv --clock-control none --metrics "$M" --kernel-name regex:probe \
		"$BIN" "$TABLE" "$i" "$CHUNK" >/tmp/smem_csv/c_$(printf %06d "$i").csv \
		2>/tmp/smem_csv/err || { tail -5 /tmp/smem_csv/err; break; }
	last=$(($(date +%s) - now))
	echo "chunk from $i: $last s"
	i=$((i + CHUNK))
done
[ "$i" -gt "$N" ] && i=$N
echo "$i" >"$OUTDIR/progress"
cat /tmp/smem_csv/c_*.csv | gzip -9 >"$OUTDIR/$GPU.from$FIRST.csv.gz"
echo "done: probes $FIRST to $((i - 1)) in $(($(date +%s) - start)) s"
