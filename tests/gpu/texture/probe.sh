#!/bin/sh
# probe.sh - run probe.cu's kernels under Nsight Compute on a machine with
# a GPU and print, per kernel, the candidate counters of constant memory
# (IDC), the read-only path and the texture pipe; then the timing table.
#   sh probe.sh PROBE_BINARY OUTDIR
# OUTDIR gets ncu.csv (raw), table.txt (the summary) and time.txt.
BIN=$1 OUTDIR=$2
M=idc__requests.sum,idc__requests_lookup_hit.sum,idc__requests_lookup_miss.sum
M=$M,idc__request_cycles_active.sum,smsp__inst_executed_op_ldc.sum
M=$M,smsp__inst_executed_op_global_ld.sum,smsp__inst_executed_op_texture.sum
M=$M,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum
M=$M,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum
M=$M,l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss.sum
M=$M,l1tex__t_requests_pipe_tex.sum,l1tex__t_sectors_pipe_tex.sum
M=$M,l1tex__t_requests_pipe_tex_mem_texture.sum
M=$M,l1tex__t_sectors_pipe_tex_mem_texture.sum
M=$M,l1tex__t_sectors_pipe_tex_mem_texture_lookup_miss.sum
M=$M,l1tex__data_pipe_tex_wavefronts_mem_texture.sum
M=$M,l1tex__m_xbar2l1tex_read_sectors.sum,gpu__time_duration.sum
mkdir -p "$OUTDIR"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
NCU=$(command -v ncu || ls /usr/local/cuda/bin/ncu /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)
echo "ncu: $NCU"
"$BIN" time >"$OUTDIR/time.txt" || echo "probe time: exit $?"
if [ -n "$NCU" ]; then
	"$NCU" --csv --clock-control none --metrics "$M" "$BIN" \
		>"$OUTDIR/ncu.csv" 2>"$OUTDIR/ncu.err" || tail -5 "$OUTDIR/ncu.err"
	python3 - "$OUTDIR/ncu.csv" >"$OUTDIR/table.txt" <<'PY'
import csv, sys, re
rows = [r for r in csv.reader(open(sys.argv[1])) if len(r) > 10]
hdr = rows[0]; rows = rows[1:]
ki, mi, vi, ii = hdr.index("Kernel Name"), hdr.index("Metric Name"), hdr.index("Metric Value"), hdr.index("ID")
order, vals = [], {}
for r in rows:
    k = (int(r[ii]), re.sub(r"\(.*", "", r[ki]).replace("void ", ""))
    if k not in vals: order.append(k); vals[k] = {}
    vals[k][r[mi]] = r[vi].replace(",", "")
ms = list(vals[order[0]].keys()) if order else []
for m in ms:
    print("%-58s" % m + "".join("%14s" % vals[k].get(m, "-") for k in order[:0]))
for k in order:
    print("== %d %s" % k)
    for m in ms:
        print("   %-58s %s" % (m, vals[k].get(m, "-")))
PY
fi
cat "$OUTDIR/table.txt" 2>/dev/null | head -400
cat "$OUTDIR/time.txt"
