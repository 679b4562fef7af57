#!/bin/sh
# accessan transfer --gpu on the device: build, then the sweeps, the
# batching, overlap (2, 4, 8, 16 streams; h2d only = the Guide's figure)
# and zero-copy cases; logs and reports into $OUT.
set -u
cd "$(dirname "$0")"
rm -rf s && mkdir s && tar xf src.tar -C s && cd s || exit 1
make -j16 accessan build/libaccessan-gpu.so >"$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }
export ACCESSAN_GPU_LIB="$PWD/build/libaccessan-gpu.so"
{ nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current,pcie.link.gen.max,pcie.link.width.max --format=csv
  nvidia-smi -q | grep -iE "async|copy engine|Product Name|Bus Id" | head; nvidia-smi topo -m 2>/dev/null | head -5; } > "$OUT/device.txt" 2>&1
A=./accessan
echo "== default (text)"; date
timeout 120 $A transfer --gpu --reps 7 > "$OUT/default.txt" 2>"$OUT/default.err"; echo "rc $?"
timeout 120 $A transfer --gpu --reps 7 -f json -o "$OUT/default.json" 2>>"$OUT/default.err"; echo "rc $?"
timeout 60 $A transfer --gpu --reps 7 -f svg -o "$OUT/bandwidth.svg" --sizes 4K:256M:4 2>>"$OUT/default.err"; echo "svg rc $?"
for n in 1 2 8 16; do
  echo "== streams $n"; timeout 60 $A transfer --gpu --reps 7 --sizes 4K --batch 2 -n $n -f json -o "$OUT/streams$n.json" 2>>"$OUT/default.err"; echo "rc $?"
done
echo "== h2d only (the Guide's copy in + kernel), 4 streams, 2 ms kernel"
timeout 60 $A transfer --gpu --reps 7 --sizes 4K --batch 2 --direction h2d --kernel-ms 2 > "$OUT/h2d_k2.txt" 2>>"$OUT/default.err"; echo "rc $?"
echo "== small copies finely (overheads)"
timeout 60 $A transfer --gpu --reps 15 --sizes 1K,2K,4K,8K,16K,32K,64K -f json -o "$OUT/small.json" 2>>"$OUT/default.err"; echo "rc $?"
date
cat "$OUT/device.txt"; cat "$OUT/default.err" | head -20
cat "$OUT/default.txt"
for n in 1 2 8 16; do python3 -c "import json,sys; d=json.load(open('$OUT/streams$n.json')); o=d['overlap']; print($n, 'seq model/gpu', o['sequential']['model_s'], o['sequential']['gpu_s'], 'streams model/gpu', o['streams_total']['model_s'], o['streams_total']['gpu_s'])" 2>/dev/null | cut -c1-200; done
tail -12 "$OUT/h2d_k2.txt"
