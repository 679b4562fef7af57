#!/bin/sh
# sweeppred.sh - a sweep measured by 'accessan sweep --gpu' against the
# time model of a profile, without a GPU: each point's measured GB/s (the
# sweep file's last table) beside the prediction sweep --gpu would set
# there with PROFILE (sweeppred.c: the pattern times the harness's
# replicas, 16 times the L2), the time off (predicted / measured - 1:
# positive where the GPU was slower) and the tallies within 10 and 15 %.
# Needs the objects of 'make' (build/).
#   sh tests/gpu/ref/sweeppred.sh PROFILE L2_BYTES SWEEP.txt PATTERN PARAM
# e.g. sh tests/gpu/ref/sweeppred.sh tests/gpu/ref/h200.profile 62914560 \
#        tests/gpu/ref/h200.sweep_offset-2026-11-23.txt patterns/offset.pat off
P=$1 L2=$2 SW=$3 PAT=$4 PARAM=$5
BIN=${TMPDIR:-/tmp}/accessan-sweeppred.$$
trap 'rm -f "$BIN"' EXIT
objs=$(ls build/sim/*.o build/src/*.o build/gpu/host/*.o | grep -v -e '/main\.o' -e '/cmd_')
cc -std=c11 -D_POSIX_C_SOURCE=200809L -O2 -Isrc -Isim -Igpu/lib -Igpu/host \
	-o "$BIN" tests/gpu/ref/sweeppred.c $objs -lm -ldl -lpthread || exit 3
awk '/measured GB\/s/ { s = 1; next }
     s && !/within/ && $1 ~ /^[0-9]+$/ { print $1, $2 }' "$SW" |
while read -r v meas; do
	set -- $("$BIN" "$L2" --profile "$P" -D "$PARAM=$v" "$PAT")
	echo "$v $meas $1 $2"
done | awk -v param="$PARAM" '
	BEGIN { printf "%6s %10s %10s %8s %6s\n", param, "measured", "predicted", "bound", "off" }
	{ off = ($3 / $2 - 1) * 100; a = off < 0 ? -off : off
	  printf "%6s %10.1f %10.1f %8s %5.0f %%\n", $1, $2, $3, $4, off
	  n++; if (a <= 10) t10++; if (a <= 15) t15++
	  if (a > far) { far = a; fv = $1; fo = off } }
	END { printf "%d points: %d within 10 %%, %d within 15 %%; the farthest %+.0f %% at %s = %s\n",
	      n, t10, t15, fo, param, fv }'
