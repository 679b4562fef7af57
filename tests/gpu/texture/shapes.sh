#!/bin/sh
# shapes.sh - accessan's predictions for probe.cu's shape kernels, beside
# what the GPU measured (probe-shapes.sh's shapes-measured.txt) when
# given. No GPU needed for the predictions.
#   sh shapes.sh ACCESSAN [MEASURED]
# Each kernel is one warp's 64 tex2D fetches; a pattern per kernel says
# the same, and its sectors and texture requests (quads) a fetch are the
# prediction. Prints: type offset shape, predicted sectors and requests a
# fetch, measured (- without MEASURED), and whether they agree.
ACC=$1 MEAS=$2
T=$(mktemp -d) || exit 3
trap 'rm -rf "$T"' EXIT
for ty in uchar float float2 float4; do
	for off in 0 1; do
		for sh in row col b16x2 b8x4 b4x8 diag; do
			case $sh in
			row) dx="l" dy="0" ;;
			col) dx="0" dy="l" ;;
			b16x2) dx="l % 16" dy="l / 16" ;;
			b8x4) dx="l % 8" dy="l / 8" ;;
			b4x8) dx="l % 4" dy="l / 4" ;;
			diag) dx="l" dy="l" ;;
			esac
			cat >"$T/p.pat" <<PAT
grid 1
block 32
texture $ty img[1024][1024]
let l = threadIdx.x
for k in 0 .. 64 {
	read tex2D(img, $off + 64 * (k % 8) + $dx, $off + 64 * (k / 8) + $dy) as f
}
PAT
			"$ACC" -f json "$T/p.pat" | python3 -c '
import json, sys
a = json.load(sys.stdin)["accesses"][0]
print("%g %g" % (a["sectors"] / a["requests"], a["texture"]["quads"] / a["requests"]))' >"$T/pred" || exit 3
			echo "$ty $off $sh $(cat "$T/pred")"
		done
	done
done >"$T/predicted"
python3 - "$T/predicted" "$MEAS" <<'PY'
import sys
meas = {}
if len(sys.argv) > 2 and sys.argv[2]:
    for line in open(sys.argv[2]):
        f = line.split()
        if line.startswith("#") or len(f) < 8:
            continue
        inst = float(f[3])
        meas[tuple(f[:3])] = (float(f[5]) / inst, float(f[4]) / inst,
                              float(f[6]) / inst)
print("%-7s %3s %-6s %10s %10s %10s %10s %10s  %s" % ("type", "off", "shape",
      "pred_sec", "meas_sec", "pred_req", "meas_req", "meas_wavef", "agree"))
n = agree = 0
for line in open(sys.argv[1]):
    t, o, s, ps, pr = line.split()
    m = meas.get((t, o, s))
    ok = "-"
    if m:
        n += 1
        good = abs(m[0] - float(ps)) < 1e-9
        agree += good
        ok = "yes" if good else "NO"
    print("%-7s %3s %-6s %10s %10s %10s %10s %10s  %s" % (t, o, s, ps,
          "%g" % m[0] if m else "-", pr, "%g" % m[1] if m else "-",
          "%g" % m[2] if m else "-", ok))
if n:
    print("sectors a fetch: %d of %d shapes as predicted" % (agree, n))
PY
