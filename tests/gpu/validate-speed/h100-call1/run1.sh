#!/bin/bash
# device call 1 (batch): old binary, per-pattern sessions, batched sessions
D=$PWD/.dev/batch
cd "$D"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/device.txt
go() { # name timeout env... -- args
	local name=$1 t=$2; shift 2
	local s=$(date +%s.%N)
	env "$@" > $OUT/$name.txt 2>&1 </dev/null
	local e=$(date +%s.%N)
	echo "$name: $(awk "BEGIN{print $e - $s}") s" | tee -a $OUT/walls.txt
}
V="--seed 7"
go old-adv10 25 ACCESSAN_GPU_LIB=$D/old/libaccessan-gpu.so timeout 25 $D/old/accessan validate --adversarial --random 10 $V
N="ACCESSAN_GPU_LIB=$D/new/libaccessan-gpu.so ACCESSAN_VALIDATE_TIMES=1 ACCESSAN_CUPTI_TRACE=1"
go g1-adv40 60 $N ACCESSAN_VALIDATE_GROUP=1 timeout 60 $D/new/accessan validate --adversarial --random 40 $V
go b-adv60 50 $N timeout 50 $D/new/accessan validate --adversarial --random 60 $V
go ns-adv60 35 $N ACCESSAN_VALIDATE_SASS=0 timeout 35 $D/new/accessan validate --adversarial --random 60 $V
go g1-rand40 45 $N ACCESSAN_VALIDATE_GROUP=1 timeout 45 $D/new/accessan validate --random 40 $V
go b-rand60 40 $N timeout 40 $D/new/accessan validate --random 60 $V
go ns-rand60 30 $N ACCESSAN_VALIDATE_SASS=0 timeout 30 $D/new/accessan validate --random 60 $V
for f in $OUT/*-*.txt; do echo "== $f"; grep -E "^validate|CUPTI|rror|disagree|Error" $f | head -8; done
cat $OUT/walls.txt
