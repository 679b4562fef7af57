# atomics.sh - on a machine with a GPU, from the root: --gpu on kernels
# with global and shared atomics, their atomic counters compared; one
# log a kernel into $OUT.
set -u
export ACCESSAN_GPU_LIB=$PWD/build/libaccessan-gpu.so
export XDG_CACHE_HOME=${XDG_CACHE_HOME:-/tmp/xdg}
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for p in tests/gpu/time/hist_shared.pat tests/gpu/time/hist_bins.pat \
         tests/gpu/time/dot_warp_atomic.pat tests/gpu/time/count_positive.pat \
         tests/gpu/time/hist_hot.pat tests/cudasrc/atomic.pat
do
	n=$(basename $p .pat)
	./accessan -q --gpu $p > $OUT/$n.txt 2>&1
	echo "$n rc=$? $(tail -1 $OUT/$n.txt)"
	grep -E "atomic (requests|sectors|instructions|wavefronts)" $OUT/$n.txt
done
