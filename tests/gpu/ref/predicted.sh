#!/bin/sh
# predicted.sh - the time model against the reference kernels' measured
# times, without a GPU: for each GPU section of RESULTS.md, every row's
# pattern (with its -D values) through accessan with that GPU's calibrated
# profile (h100.profile, h200.profile), beside the reference's measured
# median. Prints a markdown table per GPU. GPU=FILE takes that GPU's
# measured times from FILE instead, a table as refbench writes it
# (device-ref.sh's table.md).
#   sh tests/gpu/ref/predicted.sh [ACCESSAN] [h100=FILE] [h200=FILE]
A=${1:-./accessan}
DIR=$(dirname "$0")
[ $# -gt 0 ] && shift
for gpu in h100 h200; do
	case $gpu in h100) head="## H100" ;; h200) head="## H200" ;; esac
	from="$DIR/RESULTS.md"
	for arg in "$@"; do
		case $arg in "$gpu="*) from=${arg#*=}; head="" ;; esac
	done
	echo "### $gpu (profile $DIR/$gpu.profile, measured: $from)"
	echo
	echo "| kernel | measured ms | predicted ms | predicted / measured | bound |"
	echo "|---|---|---|---|---|"
	# the first table of the GPU's section (of the whole file: no head)
	awk -v h="$head" 'h == "" && !s { s = 1 }
	    index($0, h) == 1 && h != "" { s = 1; next }
	    s && /^## / { exit }
	    s && /^\| kernel/ { t++ }
	    s && t == 1 && /^\| [a-zA-Z]/ && !/^\| kernel/ { print }
	    s && t == 1 && /^$/ && seen { exit }
	    s && t == 1 && /^\|/ { seen = 1 }' "$from" |
	while IFS='|' read -r _ kernel pat _ ref _; do
		kernel=$(echo "$kernel" | sed 's/^ *//; s/ *$//')
		pat=$(echo "$pat" | tr -d '`' | sed 's/^ *//; s/ *$//')
		case $kernel in *LDS.128*) continue ;; esac
		# RESULTS.md writes "-D M=1 N=2" for "-D M=1 -D N=2"
		pat=$(echo "$pat" | sed 's/ -D / /; s/ \([A-Za-z_][A-Za-z0-9_]*=\)/ -D \1/g')
		# shellcheck disable=SC2086
		"$A" --profile "$DIR/$gpu.profile" --format json $pat 2>/dev/null |
		python3 -c '
import json, sys
kernel, ref = sys.argv[1], float(sys.argv[2])
d = json.load(sys.stdin)
d = d[0] if isinstance(d, list) else d
t = d["time"]
ms = t["seconds"] * 1e3
print("| %s | %.4f | %.4f | %.2f | %s |" % (kernel, ref, ms, ms / ref, t["bound"]))
' "$kernel" "$ref"
	done
	echo
done
