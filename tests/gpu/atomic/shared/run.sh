# run.sh - on a machine with a GPU, from the root: --gpu on each pattern
# here, into $OUT/NAME.txt; prints the shared atomic rows
set -u
export ACCESSAN_GPU_LIB=$PWD/build/libaccessan-gpu.so
export XDG_CACHE_HOME=${XDG_CACHE_HOME:-/tmp/xdg}
for p in tests/gpu/atomic/shared/*.pat; do
	n=$(basename $p .pat)
	./accessan -q --gpu $p > $OUT/$n.txt 2>&1
	echo "$n rc=$?"
	grep -A1 -E "shared atomic (instructions|wavefronts)" $OUT/$n.txt
done
