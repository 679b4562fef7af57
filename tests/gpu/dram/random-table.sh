#!/bin/sh
# random-table.sh [ACCESSAN] - random.pat predicted with the H200's
# profile beside time.h200.txt: "g m measured-ms predicted-ms ratio bound
# dram-bytes method"
A=${1:-./accessan}
D=$(dirname "$0")
for g in 1 2 16 32; do
	for lm in 22 23 24 25 26 27; do
		m=$((1 << lm))
		ms=$(awk -v g=$g -v m=$m '$1 == "gather" && $2 == g && $3 == m { print $4 }' \
		     "$D/time.h200.txt")
		"$A" "$D/random.pat" -D G=$g -D M=$m \
		     --profile "$D/../ref/h200.profile" -f json |
		python3 -c "
import json, sys
t = json.load(sys.stdin)['time']
p = t['seconds'] * 1e3
print($g, '2^$lm', $ms, '%.3f' % p, '%.2f' % (p / $ms), t['bound'],
      '%.0f MB' % (t['dram_bytes'] / 1e6), t['dram_method'])"
	done
done
