#!/bin/sh
# calibrate_nogpu.sh - 'accessan calibrate --gpu' without a GPU (run by
# 'make gpu-check'): with the fake driver of tests/gpu answering "no
# device" (FAKECUDA_NODEV), and with no driver at all, it must print
# nothing on standard output, one error naming the cause on standard
# error, and exit 3; without --gpu it is a usage error (2).
#   sh calibrate_nogpu.sh ACCESSAN FAKECUDA_SO
A=$1
FAKE=$2
fails=0
check() { # name, expected status, expected text in stderr, command...
	name=$1 want=$2 text=$3
	shift 3
	out=$("$@" 2>/tmp/calibrate_nogpu.$$)
	rc=$?
	err=$(cat /tmp/calibrate_nogpu.$$)
	rm -f /tmp/calibrate_nogpu.$$
	if [ "$rc" != "$want" ] || [ -n "$out" ] ||
	   ! printf '%s' "$err" | grep -q -- "$text"; then
		echo "FAIL calibrate $name: exit $rc (want $want), stdout '$out'," \
		     "stderr '$err' (want '$text')"
		fails=$((fails + 1))
	else
		echo "ok   calibrate $name: exit $rc: $err" | head -1
	fi
}
check "without --gpu" 2 "give --gpu" "$A" calibrate
check "bad --name" 2 "letters, digits" "$A" calibrate --gpu --name 'a b'
check "no backend" 3 "GPU backend not found" \
	env ACCESSAN_GPU_LIB=/nonexistent/libaccessan-gpu.so "$A" calibrate --gpu
if [ -n "$ACCESSAN_GPU_LIB" ] && [ -f "$ACCESSAN_GPU_LIB" ]; then
	check "no driver" 3 "no CUDA driver" \
		env ACCESSAN_CUDA_LIB=/nonexistent/libcuda.so.1 "$A" calibrate --gpu
	if [ -f "$FAKE" ]; then
		check "no device" 3 "found no GPU" env ACCESSAN_CUDA_LIB="$FAKE" \
			FAKECUDA_NODEV=1 "$A" calibrate --gpu -o /tmp/nogpu.$$.profile
		if [ -e /tmp/nogpu.$$.profile ]; then
			echo "FAIL calibrate no device: wrote its -o file"
			fails=$((fails + 1))
			rm -f /tmp/nogpu.$$.profile
		fi
	fi
else
	echo "skip calibrate no driver, no device: no backend built"
fi
[ $fails -eq 0 ]
