#!/bin/sh
# tests/tools/tier.sh NAME COMMAND... - run one tier of the tests (make
# check-fast, check, check-ci) and say at its end how long it took: the
# wall time and the CPU time (user + system) of everything it ran.
# The exit status is the command's.
set -u
name=$1
shift
start=$(date +%s)
"$@"
rc=$?
end=$(date +%s)
# the second line of 'times': the children's user and system time, as
# 1m2.500s 0m0.250s
# ('times' in this shell: in a pipeline it would be a subshell's)
tmp=$(mktemp) || exit 3
times > "$tmp"
cpu=$(sed -n 2p "$tmp" | awk '
	function s(t,   m) { m = t; sub(/m.*/, "", m); sub(/^[0-9]*m/, "", t);
	                      sub(/s$/, "", t); return m * 60 + t }
	{ printf "%.1f", s($1) + s($2) }')
rm -f "$tmp"
if [ $rc -eq 0 ]; then
	what=passed
else
	what="FAILED (exit $rc)"
fi
echo "== $name $what: $((end - start)) s wall, $cpu s CPU (user + system)"
exit $rc
