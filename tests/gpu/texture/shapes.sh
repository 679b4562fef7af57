#!/bin/sh
# shapes.sh - accessan's predictions for probe.cu's shape kernels, beside
# what the GPU measured (probe-shapes.sh's shapes-measured.txt) when
# given. No GPU needed for the predictions.
#   sh shapes.sh ACCESSAN [MEASURED]
# Each kernel is one warp's 64 tex2D fetches; a pattern per kernel says
# the same, and its sector lookups, texture requests (quads) and distinct
# sectors a fetch are the prediction. Prints them per shape beside the
# measured ones (- without MEASURED), and whether all three agree.
ACC=$1 MEAS=$2
T=$(mktemp -d) || exit 3
trap 'rm -rf "$T"' EXIT
for ty in uchar ushort float float2 float4; do
	for off in 0 1; do
		for sh in row col b16x2 b8x4 b4x8 diag scatter quad2x2; do
			case $sh in
			row) dx="l" dy="0" ;;
			col) dx="0" dy="l" ;;
			b16x2) dx="l % 16" dy="l / 16" ;;
			b8x4) dx="l % 8" dy="l / 8" ;;
			b4x8) dx="l % 4" dy="l / 4" ;;
			diag) dx="l" dy="l" ;;
			scatter) dx="(l * 7 + k * 5 + l * l % 11) % 16"
				dy="(l * 3 + k * 7 + l * l % 13) % 16" ;;
			quad2x2) dx="l / 4 % 4 * 2 + l % 2" dy="l / 16 * 2 + l / 2 % 2" ;;
			esac
			cat >"$T/p.pat" <<PAT
grid 1
block 32
texture $ty img[1024][1024]
let l = threadIdx.x
for k in 0 .. 64 {
	read tex2D(img, $off + 64 * (k % 8) + ($dx), $off + 64 * (k / 8) + ($dy)) as f
}
PAT
			"$ACC" -f json "$T/p.pat" | python3 -c '
import json, sys
a = json.load(sys.stdin)["accesses"][0]
t = a["texture"]; n = a["requests"]
print("%g %g %g" % (a["sectors"] / n, t["quads"] / n, t["distinct_sectors"] / n))' >"$T/pred" || exit 3
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
        # sectors (lookups), requests, distinct sectors (cold misses)
        meas[tuple(f[:3])] = (float(f[5]) / inst, float(f[4]) / inst,
                              float(f[7]) / inst)
print("# a fetch: lookups = l1tex__t_sectors_pipe_tex_mem_texture,")
print("# quads = ..._t_requests_pipe_tex_mem_texture, distinct =")
print("# ..._t_sectors_pipe_tex_mem_texture_lookup_miss (every fetch's texels")
print("# are new to L1); predicted / measured")
print("%-7s %3s %-6s %13s %11s %13s  %s" % ("type", "off", "shape",
      "lookups", "quads", "distinct", "agree"))
n = agree = 0
for line in open(sys.argv[1]):
    t, o, s, *p = line.split()
    m = meas.get((t, o, s))
    cols = ["%s / %s" % (p[i], "%g" % m[i] if m else "-") for i in range(3)]
    ok = "-"
    if m:
        n += 1
        good = all(abs(m[i] - float(p[i])) < 1e-9 for i in range(3))
        agree += good
        ok = "yes" if good else "NO"
    print("%-7s %3s %-6s %13s %11s %13s  %s" % (t, o, s, *cols, ok))
if n:
    print("all three figures as predicted: %d of %d shapes" % (agree, n))
PY
