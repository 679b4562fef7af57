#!/bin/sh
# device-lat.sh - the loaded-latency calls of 2026-11-23 (RESULTS.md,
# Loaded latency): calibrate --gpu, the stride and offset sweeps against
# the profile it wrote and against the one of before, the reference
# kernels; from the repository root, with .dev/lat holding src.tar (git
# archive of the branch), accessan, libaccessan-gpu.so and refbench built
# from it, and $OUT a folder for the logs (one .tgz comes back).
#   sh .dev/lat/run.sh h100|h200
G=$1
D=$PWD/.dev/lat
T=/tmp/lat
rm -rf $T; mkdir -p $T/build/tests/gpu/ref
tar xf $D/src.tar -C $T
cp $D/accessan $T/; cp $D/libaccessan-gpu.so $T/build/
cp $D/refbench $T/build/tests/gpu/ref/
cd $T || exit 1
export ACCESSAN_GPU_LIB=$T/build/libaccessan-gpu.so
L=$OUT/logs; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,memory.total --format=csv > $L/device.txt 2>&1
cat $L/device.txt
t() { s=$(date +%s); "$@"; rc=$?; echo "== $1 $2 ... exit $rc, $(( $(date +%s) - s )) s"; }
t timeout 90 ./accessan calibrate --gpu --name $G -o $L/$G.profile 2> $L/calibrate.txt
grep -E '^calibrate:   ' $L/calibrate.txt | grep -v 'one round'
cat $L/$G.profile
P=$L/$G.profile
[ -s $P ] || P=tests/gpu/ref/$G.profile
t timeout 80 ./accessan sweep --gpu --profile $P -D off=0..32 patterns/offset.pat > $L/sweep_offset.txt 2>&1
t timeout 80 ./accessan sweep --gpu --profile $P -D stride=1..32 patterns/stride.pat > $L/sweep_stride.txt 2>&1
# the same sweeps predicted with the profile of before (no curves)
t timeout 60 ./accessan sweep --gpu --profile tests/gpu/ref/$G.profile -D off=0..32 patterns/offset.pat > $L/sweep_offset_old.txt 2>&1
t timeout 60 ./accessan sweep --gpu --profile tests/gpu/ref/$G.profile -D stride=1..32 patterns/stride.pat > $L/sweep_stride_old.txt 2>&1
t timeout 100 ./build/tests/gpu/ref/refbench -o $L/table.md > $L/refbench.txt 2>&1
(cd $OUT && tar czf lat-$G.tgz logs && rm -rf logs)
echo "==== summary $G"
for f in offset stride offset_old stride_old; do
	tar xzf $OUT/lat-$G.tgz -O logs/sweep_$f.txt | awk -v f=$f '
		/measured GB\/s/ { s = 1; next }
		s && !/within/ && NF >= 9 && $1 ~ /^[0-9]+$/ { n++; v = $5; sub(/%/, "", v); if (v == "") v = $6;
			a = v < 0 ? -v : v; if (a <= 10) t10++; if (a <= 15) t15++ }
		/within 15 %/ { print }
		END { printf "%s: %d points, within 10 %%: %d, within 15 %%: %d\n", f, n, t10, t15 }'
done
tar xzf $OUT/lat-$G.tgz -O logs/table.md 2>/dev/null | cut -d'|' -f2,5,6 | head -20
