#!/bin/sh
# atomics_probe.sh - measure the atomic probes on a GPU and print each
# beside the model's figure (accessan-pattern(5), THE MODEL, Atomics: a
# rule not yet measured).
#
# usage, from the repository root on a machine with a GPU, nvcc and ncu
# (Nsight Compute; $NCU, else ncu on PATH, else /usr/local/cuda/bin/ncu):
#   sh tests/gpu/atomics_probe.sh [OUTDIR]
# OUTDIR (default $OUT, else /tmp/atomics_probe) gets:
#   atomic_probe   tests/gpu/atomic_probe.cu built for this GPU
#   ncu.csv        the counters of every probe launch (ncu --csv)
#   model.json     accessan --format json tests/hw/atomic_probe.pat
#   atomics.txt    per probe: the model's figure, the GPU's per
#                  instruction, and whether they agree (also printed)
# The exit status is 0 when every probe agrees, 1 when one does not (the
# table says which: change tests/hw/atomic_probe.pat's expectation to the
# measured figure and sim/atomic.c's rule until all agree), 2 when
# something could not run.
#
# ncu gets --clock-control none: the card's clocks are left alone. Each
# probe is one warp of one block repeating its atomic 64 times; the
# counters are divided by the atomic instructions executed.
set -u
OUTDIR=${1:-${OUT:-/tmp/atomics_probe}}
mkdir -p "$OUTDIR" || exit 2
cd "$(dirname "$0")/../.." || exit 2
NCU=${NCU:-$(command -v ncu || echo /usr/local/cuda/bin/ncu)}
NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}

[ -x ./accessan ] || make accessan >"$OUTDIR/make.log" 2>&1 || {
	echo "atomics_probe: make accessan failed (see $OUTDIR/make.log)"
	exit 2
}
"$NVCC" -O2 -arch=native -o "$OUTDIR/atomic_probe" tests/gpu/atomic_probe.cu ||
	exit 2
./accessan --format json tests/hw/atomic_probe.pat >"$OUTDIR/model.json" ||
	exit 2
"$OUTDIR/atomic_probe" LIST >"$OUTDIR/names.txt" || exit 2

# the counters this GPU's ncu knows, of those wanted
WANT="l1tex__data_pipe_lsu_wavefronts_mem_shared_op_atom
l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_atom
smsp__inst_executed_op_shared_atom
l1tex__t_requests_pipe_lsu_mem_global_op_atom
l1tex__t_sectors_pipe_lsu_mem_global_op_atom
l1tex__t_requests_pipe_lsu_mem_global_op_red
l1tex__t_sectors_pipe_lsu_mem_global_op_red
smsp__inst_executed_op_global_atom
smsp__inst_executed_op_global_red"
"$NCU" --query-metrics >"$OUTDIR/query.txt" 2>&1 || {
	echo "atomics_probe: ncu --query-metrics failed:"
	tail -5 "$OUTDIR/query.txt"
	exit 2
}
M=
for m in $WANT; do
	if grep -q "^$m[[:space:]]" "$OUTDIR/query.txt"; then
		M=${M:+$M,}$m.sum
	else
		echo "atomics_probe: this ncu has no $m"
	fi
done
[ -n "$M" ] || { echo "atomics_probe: no counter to read"; exit 2; }
"$NCU" --csv --clock-control none --metrics "$M" --kernel-name regex:probe \
	"$OUTDIR/atomic_probe" >"$OUTDIR/ncu.csv" 2>"$OUTDIR/ncu.err" || {
	echo "atomics_probe: ncu failed:"
	tail -5 "$OUTDIR/ncu.err"
	exit 2
}

python3 - "$OUTDIR" <<'EOF'
import csv, json, sys
out = sys.argv[1]
names = open(out + "/names.txt").read().split()
model = {a.get("label"): a for a in
         json.load(open(out + "/model.json"))["accesses"]}
launches = {}
# ncu --csv prints its own lines (==PROF== ...) before the table
rows = [l for l in open(out + "/ncu.csv") if l.startswith('"')]
for r in csv.DictReader(rows):
    v = r["Metric Value"].replace(",", "")
    try:
        v = float(v)
    except ValueError:
        continue
    launches.setdefault(int(r["ID"]), {})[r["Metric Name"]] = v
ids = sorted(launches)
if len(ids) != len(names):
    print("atomics_probe: %d probes but %d launches measured"
          % (len(names), len(ids)))
    sys.exit(2)
lines, bad = [], 0
lines.append("%-20s %-28s %8s %8s  %s" % ("probe", "figure", "model",
                                          "gpu", "verdict"))
for name, i in zip(names, ids):
    c, m = launches[i], model.get(name)
    if m is None:
        print("atomics_probe: %s is not a label of atomic_probe.pat" % name)
        sys.exit(2)
    if m["space"] == "shared":
        inst = c.get("smsp__inst_executed_op_shared_atom.sum") or 64.0
        gpu = c.get("l1tex__data_pipe_lsu_wavefronts_mem_shared_op_atom.sum")
        fig, want = "wavefronts_per_request", m["wavefronts_per_request"]
        gpu = None if gpu is None else gpu / inst
    else:
        op = "red" if name.endswith("_red") else "atom"
        inst = c.get("smsp__inst_executed_op_global_%s.sum" % op) or 64.0
        req = c.get("l1tex__t_requests_pipe_lsu_mem_global_op_%s.sum" % op)
        sec = c.get("l1tex__t_sectors_pipe_lsu_mem_global_op_%s.sum" % op)
        fig, want = "sectors_per_request", m["sectors_per_request"]
        gpu = None if not req else sec / req
        lines.append("%-20s %-28s %8s %8.3g  %s" % (
            name, "requests_per_instruction", 1,
            (req or 0) / inst, "ok" if req and abs(req / inst - 1) < 1e-6
            else "DIFFERS"))
        if not req or abs(req / inst - 1) >= 1e-6:
            bad += 1
    ok = gpu is not None and abs(gpu - want) < 1e-6
    bad += not ok
    lines.append("%-20s %-28s %8.3g %8s  %s" % (
        name, fig, want, "-" if gpu is None else "%.3g" % gpu,
        "ok" if ok else "DIFFERS"))
lines.append("%d of %d figures differ" % (bad, len(lines) - 1))
open(out + "/atomics.txt", "w").write("\n".join(lines) + "\n")
print("\n".join(lines))
sys.exit(1 if bad else 0)
EOF
