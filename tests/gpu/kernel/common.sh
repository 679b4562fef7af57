# common.sh - what device.sh and device_more.sh share, sourced by both
# from their own directory (where accessan, libaccessan-gpu.so and the
# patterns lie): the GPU backend, the log folder ($OUT), the device's
# name, one case a log file, and the summary of the logs.
export ACCESSAN_GPU_LIB="$PWD/libaccessan-gpu.so"
O=${OUT:-/tmp/kernel-device}
mkdir -p "$O"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm \
	--format=csv,noheader >"$O/device.txt" 2>&1
one() { # name, accessan's arguments; ONE_TIMEOUT seconds (120)
	n=$1
	shift
	{
		echo "\$ accessan $*"
		timeout "${ONE_TIMEOUT:-120}" ./accessan "$@"
		echo "exit $?"
	} >"$O/$n.txt" 2>&1
}
# summary HEAD ROWS [MORE]: a line a case, its last line and the first
# lines matching the extended regular expression HEAD (two at most), then
# its lines matching ROWS, then the first six matching MORE
summary() {
	{
		echo "device: $(cat "$O/device.txt")"
		for f in "$O"/*.txt; do
			n=$(basename "$f" .txt)
			[ "$n" = device ] || [ "$n" = summary ] && continue
			echo "== $n: $(tail -n 1 "$f"); $(grep -E "$1" "$f" | head -2)"
			grep -E "$2" "$f"
			[ -n "$3" ] && grep -E "$3" "$f" | head -6
		done
	} >"$O/summary.txt"
	cat "$O/summary.txt"
}
