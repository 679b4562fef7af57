#!/bin/sh
# probe-shapes.sh - run 'probe shapes' (probe.cu) under Nsight Compute on
# a machine with a GPU and print, per launch, the texture pipe's counters:
# one warp, 64 tex2D fetches of one shape, element type and offset.
#   sh probe-shapes.sh PROBE_BINARY OUTDIR
# OUTDIR gets ncu-shapes.csv (raw) and shapes-measured.txt, one line a
# launch: type offset shape instructions requests sectors wavefronts
# miss_sectors (shapes.sh puts accessan's predictions beside them).
BIN=$1 OUTDIR=$2
M=smsp__inst_executed_op_texture.sum,l1tex__t_requests_pipe_tex_mem_texture.sum
M=$M,l1tex__t_sectors_pipe_tex_mem_texture.sum
M=$M,l1tex__data_pipe_tex_wavefronts_mem_texture.sum
M=$M,l1tex__t_sectors_pipe_tex_mem_texture_lookup_miss.sum
mkdir -p "$OUTDIR"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
NCU=$(command -v ncu || ls /usr/local/cuda/bin/ncu /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)
echo "ncu: $NCU"
"$NCU" --csv --clock-control none --metrics "$M" "$BIN" shapes \
	>"$OUTDIR/ncu-shapes.csv" 2>"$OUTDIR/ncu-shapes.err" ||
	tail -5 "$OUTDIR/ncu-shapes.err"
python3 - "$OUTDIR/ncu-shapes.csv" >"$OUTDIR/shapes-measured.txt" <<'PY'
import csv, sys
rows = [r for r in csv.reader(open(sys.argv[1])) if len(r) > 10]
hdr = rows[0]; rows = rows[1:]
ii, mi, vi = hdr.index("ID"), hdr.index("Metric Name"), hdr.index("Metric Value")
vals = {}
for r in rows:
    vals.setdefault(int(r[ii]), {})[r[mi]] = r[vi].replace(",", "")
types = ["uchar", "ushort", "float", "float2", "float4"]
shapes = ["row", "col", "b16x2", "b8x4", "b4x8", "diag", "scatter", "quad2x2"]
ns = len(shapes)
keys = ["smsp__inst_executed_op_texture.sum",
        "l1tex__t_requests_pipe_tex_mem_texture.sum",
        "l1tex__t_sectors_pipe_tex_mem_texture.sum",
        "l1tex__data_pipe_tex_wavefronts_mem_texture.sum",
        "l1tex__t_sectors_pipe_tex_mem_texture_lookup_miss.sum"]
print("# type offset shape instructions requests sectors wavefronts miss_sectors")
for i in sorted(vals):
    t, o, s = types[i // (2 * ns)], i % (2 * ns) // ns, shapes[i % ns]
    print(t, o, s, " ".join(vals[i].get(k, "-") for k in keys))
PY
cat "$OUTDIR/shapes-measured.txt"
