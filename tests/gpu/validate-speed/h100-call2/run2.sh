#!/bin/bash
# device call 2 (batch): the old binary (a CUPTI session per pattern and
# kernel replay) beside the new (a batch's patterns in one session, user
# replay, compiles overlapped), same seeds
D=$PWD/.dev/batch
cd "$D"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/device.txt
go() { # name env... command
	local name=$1; shift
	local s=$(date +%s.%N)
	env "$@" > $OUT/$name.txt 2>&1 </dev/null
	local rc=$?
	local e=$(date +%s.%N)
	echo "$name: rc $rc, $(awk "BEGIN{print $e - $s}") s" | tee -a $OUT/walls.log
	return $rc
}
O="ACCESSAN_GPU_LIB=$D/old/libaccessan-gpu.so"
N="ACCESSAN_GPU_LIB=$D/new/libaccessan-gpu.so ACCESSAN_VALIDATE_TIMES=1 ACCESSAN_CUPTI_TRACE=1"
go old-adv30 $O timeout 40 $D/old/accessan validate --adversarial --random 30 --seed 11
go old-rand30 $O timeout 40 $D/old/accessan validate --random 30 --seed 11
s=$SECONDS
go new-adv200 $N timeout 90 $D/new/accessan validate --adversarial --random 200 --seed 11; a=$?
adv=$((SECONDS - s))
go new-rand200 $N timeout 70 $D/new/accessan validate --random 200 --seed 11; b=$?
bad=0
grep -q "failed), " $OUT/new-adv200.txt && grep -q " 0 failed" $OUT/new-adv200.txt || bad=1
[ $a = 0 ] && [ $b = 0 ] && grep -q "(100.0 %)" $OUT/new-adv200.txt && grep -q "(100.0 %)" $OUT/new-rand200.txt || bad=1
if [ $bad = 1 ]; then
	# user replay suspect: the same in kernel replay
	go kr-adv200 $N ACCESSAN_VALIDATE_REPLAY=kernel timeout 90 $D/new/accessan validate --adversarial --random 200 --seed 11
	go kr-rand200 $N ACCESSAN_VALIDATE_REPLAY=kernel timeout 60 $D/new/accessan validate --random 200 --seed 11
elif [ $((adv * 5 + SECONDS)) -lt 300 ]; then
	# the issue's target: 1000 adversarial patterns
	go new-adv1000 $N timeout $((330 - SECONDS)) $D/new/accessan validate --adversarial --random 1000 --seed 1
fi
for f in $OUT/*-*.txt; do echo "== $f"; grep -E "^validate|CUPTI|rror|disagree" $f | head -8; done
cat $OUT/walls.log
