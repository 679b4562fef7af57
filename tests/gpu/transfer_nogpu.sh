#!/bin/sh
# transfer_nogpu.sh - 'accessan transfer --gpu' without a GPU (run by
# 'make gpu-check'): with no backend, no driver, or the fake driver of
# tests/gpu answering "no device", it prints nothing on standard output,
# one error naming the cause, and exits 3. With the fake driver that
# pretends to have a device (every event 1 ms apart), the measured
# figures go through to the report: each measured time is 1 ms, the
# device is the fake one, the predictions unchanged, exit 0.
#   sh transfer_nogpu.sh ACCESSAN FAKECUDA_SO
A=$1
FAKE=$2
fails=0
small="--sizes 4K,64K --bytes 1M --batch 4x4K --reps 3"
check() { # name, expected status, expected text in stderr, command...
	name=$1 want=$2 text=$3
	shift 3
	out=$("$@" 2>/tmp/transfer_nogpu.$$)
	rc=$?
	err=$(cat /tmp/transfer_nogpu.$$)
	rm -f /tmp/transfer_nogpu.$$
	if [ "$rc" != "$want" ] || [ -n "$out" ] ||
	   ! printf '%s' "$err" | grep -q -- "$text"; then
		echo "FAIL transfer $name: exit $rc (want $want), stdout '$out'," \
		     "stderr '$err' (want '$text')"
		fails=$((fails + 1))
	else
		echo "ok   transfer $name: exit $rc: $err" | head -1
	fi
}
check "no backend" 3 "GPU backend not found" \
	env ACCESSAN_GPU_LIB=/nonexistent/libaccessan-gpu.so "$A" transfer --gpu
if [ -n "$ACCESSAN_GPU_LIB" ] && [ -f "$ACCESSAN_GPU_LIB" ]; then
	check "no driver" 3 "no CUDA driver" \
		env ACCESSAN_CUDA_LIB=/nonexistent/libcuda.so.1 "$A" transfer --gpu
	if [ -f "$FAKE" ]; then
		check "no device" 3 "found no GPU" env ACCESSAN_CUDA_LIB="$FAKE" \
			FAKECUDA_NODEV=1 "$A" transfer --gpu $small
		check "out of memory" 3 "CUDA_ERROR_OUT_OF_MEMORY" \
			env ACCESSAN_CUDA_LIB="$FAKE" FAKECUDA_OOM=1 "$A" transfer \
			--gpu $small
		# the fake device: every measured time 1 ms
		json=$(ACCESSAN_CUDA_LIB="$FAKE" "$A" transfer --gpu $small -f json)
		rc=$?
		model=$("$A" transfer $small -f json)
		if [ $rc -ne 0 ] ||
		   ! printf '%s' "$json" | python3 -c '
import json, sys
d = json.load(sys.stdin)
m = json.loads(sys.argv[1])
assert d["device"] == "Fake GPU (sm_90)", d["device"]
assert m["device"] is None
times = [c[k]["gpu_s"] for c in d["copies"] for k in c if k != "bytes"]
times += [v[w]["gpu_s"] for k, v in d["batching"].items()
          if isinstance(v, dict) for w in ("many", "one")]
times += [d["overlap"]["sequential"]["gpu_s"],
          d["overlap"]["streams_total"]["gpu_s"],
          d["zero_copy"]["read"]["gpu_s"]]
assert len(times) == 2 * 4 + 4 * 2 + 3, len(times)
assert all(abs(t - 1e-3) < 1e-12 for t in times), times
# the predictions are the model run alone
for a, b in zip(d["copies"], m["copies"]):
    for k in a:
        if k != "bytes":
            assert a[k]["model_s"] == b[k]["model_s"]
            assert b[k]["gpu_s"] is None
' "$model"; then
			echo "FAIL transfer fake device: exit $rc"
			fails=$((fails + 1))
		else
			echo "ok   transfer fake device: every measured figure 1 ms"
		fi
	fi
else
	echo "skip transfer no driver, no device, fake device: no backend built"
fi
[ $fails -eq 0 ]
