#!/bin/sh
# device-lines.sh - the line-cost call of 2026-11-27 (RESULTS.md, lines
# used in part): build, calibrate --gpu twice, then the stride and offset
# sweeps with the shipped profile plus the dram_line_cost calibrate
# measured. From the repository root on the device, $OUT a folder for
# the logs:
#   sh tests/gpu/ref/device-lines.sh h100|h200
G=$1
L=$OUT; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,memory.total --format=csv > $L/device.txt 2>&1
cat $L/device.txt
make -j16 accessan gpu > /tmp/build.log 2>&1 || { tail -20 /tmp/build.log; exit 1; }
export ACCESSAN_GPU_LIB=$PWD/build/libaccessan-gpu.so
t() { s=$(date +%s); "$@"; rc=$?; echo "== $* ... exit $rc, $(( $(date +%s) - s )) s"; }
t timeout 150 ./accessan calibrate --gpu --name $G -o $L/$G.calibrate.profile 2> $L/calibrate.txt
t timeout 150 ./accessan calibrate --gpu --name $G -o /tmp/cal2.profile 2> /tmp/cal2.txt
grep -E 'float copied' $L/calibrate.txt /tmp/cal2.txt
grep -E "dram_gbps|dram_line_cost" $L/$G.calibrate.profile /tmp/cal2.profile
k=$(awk '$1 == "dram_line_cost" { print $2 }' $L/$G.calibrate.profile)
P=$L/$G.profile
cp tests/gpu/ref/$G.profile $P
[ -n "$k" ] && echo "dram_line_cost $k" >> $P
t timeout 120 ./accessan sweep --gpu --profile $P -D stride=1..32 patterns/stride.pat > $L/sweep_stride.txt 2>&1
t timeout 120 ./accessan sweep --gpu --profile $P -D off=0..32 patterns/offset.pat > $L/sweep_offset.txt 2>&1
for f in stride offset; do grep -E "within" $L/sweep_$f.txt; done
