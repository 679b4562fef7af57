#!/bin/sh
# snapshot.sh ACCESSAN OUTDIR - every report of every pattern file, for a
# refactoring that must change no byte: run it before and after, then
# 'diff -r' the two folders. Each output keeps its exit status.
#
# Covered: text, JSON, SVG, HTML (with and without a -D range), emitted
# CUDA, sweep tables with CSV and SVG, and validate --dry-run, for every
# .pat under patterns/ and tests/.
set -u
bin=$1 out=$2
mkdir -p "$out"
run() {	# run NAME ARGS...: stdout, stderr and status into OUTDIR/NAME
	name=$1; shift
	"$@" > "$out/$name.out" 2> "$out/$name.err"
	echo "$?" > "$out/$name.rc"
}
for f in $(find patterns tests -name '*.pat' | LC_ALL=C sort); do
	n=$(echo "$f" | tr '/' '_')
	run "$n.text" "$bin" --color never "$f"
	run "$n.text-w1" "$bin" --color never -w 1 "$f"
	run "$n.json" "$bin" --format json "$f"
	run "$n.svg" "$bin" --format svg "$f"
	run "$n.html" "$bin" --format html "$f"
	run "$n.cuda" "$bin" --emit-cuda "$f"
	run "$n.gpu" env ACCESSAN_GPU_LIB=/nonexistent "$bin" --gpu "$f"
	p=$(sed -n 's/^[[:space:]]*param[[:space:]]\{1,\}\([A-Za-z_][A-Za-z0-9_]*\).*/\1/p' "$f" | head -1)
	if [ -n "$p" ]; then
		run "$n.sweep" "$bin" sweep -D "$p=1..4" --csv "$out/$n.csv" \
		    --svg "$out/$n.sweep.svg" "$f"
		run "$n.html-range" "$bin" --format html -D "$p=1..3" "$f"
		v=$(sed -n "s/^[[:space:]]*param[[:space:]]\{1,\}$p[[:space:]]*=[[:space:]]*\([0-9]\{1,\}\)[[:space:]]*\(#.*\)\{0,1\}$/\1/p" "$f" | head -1)
		if [ -n "$v" ] && [ "$v" -gt 0 ]; then
			run "$n.sweep2" "$bin" sweep -D "$p=$v..$((v * 3)):$v" \
			    --csv "$out/$n.2.csv" "$f"
			run "$n.html-range2" "$bin" --format html \
			    -D "$p=$v..$((v * 2)):$v" "$f"
		fi
	fi
done
run validate "$bin" validate --dry-run --random 300 --seed 3
run validate-files "$bin" validate --dry-run tests/hw/merge_probe.pat
exit 0
