#!/bin/sh
# tests/cudasrc/bench.sh - `make bench`'s part for the 'kernel' statement:
# kernel patterns at real sizes through NVRTC and the PTX interpreter
# (classes of blocks), on one core (ACCESSAN_THREADS=1) and on every
# core; the target is under 1 s each on one core. Times include the
# compile (NVRTC, about 0.2 s, or the cache's copy). The sizes:
#   the course notes' two matrix-vector kernels at 10000 x 20000;
#   the 16x16-tiled and the naive multiply at 4096^3;
#   the interleaved, strided-index and sequential shared reductions over
#   2^26 floats (262144 blocks of 256);
#   the naive, shared and padded transposes at 16384^2;
#   the 5-point stencil with a shared halo at 8192^2;
#   the grid-stride copy over 2^30 floats (4096 blocks of 256).
# The files' 'expect races == 0' runs the race check at these sizes too
# (by classes of blocks; the grid-stride copy's is refused, its blocks
# too many for the look across them). An expectation that holds at the
# library file's own size only (a count) may fail: exit 1 is taken, any
# other is an error.
#
# usage: sh tests/cudasrc/bench.sh ACCESSAN
bin=$1
root=$(cd "$(dirname "$0")/../.." && pwd) || exit 2
cd "$root" || exit 2
echo
echo "accessan bench: kernel patterns from their CUDA source, at real sizes"
if ! "$bin" -q patterns/matvec_notes_cu.pat -D M=64 -D N=64 2>/dev/null
then
	echo "  skipped: NVRTC cannot be loaded here"
	exit 0
fi
# wall time and CPU time (user + system: the wall time of one core on an
# idle machine)
python3 - "$bin" <<'PY' || exit 1
import os, resource, subprocess, sys, time
cases = (
    ("matvec_notes_cu", "M=10000", "N=20000"),
    ("matvec_notes_warp_cu", "M=10000", "N=20000"),
    ("matmul_tiled_cu", "N=4096"),
    ("matmul_naive_cu", "N=4096"),
    ("reduce_interleaved_cu", "BLOCKS=262144"),
    ("reduce_strided_cu", "BLOCKS=262144"),
    ("reduce_sequential_cu", "BLOCKS=262144"),
    ("transpose_naive_cu", "N=16384"),
    ("transpose_shared_cu", "N=16384"),
    ("transpose_padded_cu", "N=16384"),
    ("stencil5_cu", "N=8192"),
    ("copy_grid_stride_cu", "n=1073741824", "BLOCKS=4096"),
)
bad = 0
print("  %-50s %-9s %8s %8s" % ("pattern", "threads", "wall", "CPU"))
for f, *defs in cases:
    args = [sys.argv[1], "-q", "patterns/%s.pat" % f]
    for d in defs:
        args += ["-D", d]
    for threads in ("1", "0"):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.time()
        env = dict(os.environ, ACCESSAN_THREADS=threads)
        r = subprocess.run(args, env=env, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, text=True)
        wall = time.time() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime +
               after.ru_stime - before.ru_stime)
        if r.returncode not in (0, 1):
            print("  %s: exit %d\n%s" % (f, r.returncode, r.stderr))
            bad = 1
        print("  %-50s %-9s %6.2f s %6.2f s" %
              ("%s.pat %s" % (f, " ".join(defs)), "one core"
               if threads == "1" else "%d cores" % os.cpu_count(),
               wall, cpu))
sys.exit(bad)
PY
