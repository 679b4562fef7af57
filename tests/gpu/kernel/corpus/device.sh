export ACCESSAN_GPU_LIB=$PWD/build/libaccessan-gpu.so
export XDG_CACHE_HOME=/tmp/xdg
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
mkdir -p $OUT/k
run() { n=$1; shift; ./accessan -q --gpu "$@" > $OUT/k/$n.txt 2>&1; echo "$n rc=$? $(tail -1 $OUT/k/$n.txt)"; }
run reduce_interleaved_cu patterns/reduce_interleaved_cu.pat -D BLOCKS=262144
run reduce_strided_cu patterns/reduce_strided_cu.pat -D BLOCKS=262144
run reduce_sequential_cu patterns/reduce_sequential_cu.pat -D BLOCKS=262144
run stencil5_cu patterns/stencil5_cu.pat -D N=8192
run stencil5_cu_100 patterns/stencil5_cu.pat
run scan tests/cudasrc/scan.pat -D N=131072
run scan_block tests/gpu/time/scan_block.pat
run bitonic_shared tests/gpu/kernel/corpus/bitonic_shared.pat
run conv1d_const tests/gpu/kernel/corpus/conv1d_const.pat
run conv1d_shared tests/gpu/kernel/corpus/conv1d_shared.pat
