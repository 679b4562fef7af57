# time.sh - on a machine with a GPU, from the root: the corpus's kernels
# timed (timer.cu), conv2d_global under --gpu, and each kernel's warp
# instructions counted by Nsight Compute. Writes into $OUT.
set -u
export ACCESSAN_GPU_LIB=$PWD/build/libaccessan-gpu.so
export XDG_CACHE_HOME=${XDG_CACHE_HOME:-/tmp/xdg}
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
cd tests/gpu/kernel/corpus && nvcc -O3 -arch=sm_90 -o /tmp/ctimer timer.cu &&
	/tmp/ctimer | tee $OUT/measured.txt
/tmp/ctimer | tee $OUT/measured-repeat.txt
ncu --metrics smsp__inst_executed.sum --csv /tmp/ctimer > $OUT/ncu.csv 2>&1
cd ../../../.. && ./accessan -q --gpu tests/gpu/kernel/corpus/conv2d_global.pat \
	> $OUT/conv2d_global.txt 2>&1; tail -1 $OUT/conv2d_global.txt
