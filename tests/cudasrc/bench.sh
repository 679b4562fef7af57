#!/bin/sh
# tests/cudasrc/bench.sh - `make bench`'s part for the 'kernel' statement:
# the course notes' two matrix-vector kernels at their full
# size (M = 10000, N = 20000) through NVRTC and the PTX interpreter, on
# one core (ACCESSAN_THREADS=1) and on every core; the target is under
# 5 s each on one core. Times include the compile (NVRTC, about 0.2 s).
#
# usage: sh tests/cudasrc/bench.sh ACCESSAN
bin=$1
root=$(cd "$(dirname "$0")/../.." && pwd) || exit 2
cd "$root" || exit 2
echo
echo "accessan bench: the notes' matrix-vector kernels from their CUDA source"
if ! "$bin" -q patterns/matvec_notes_cu.pat -D M=64 -D N=64 2>/dev/null
then
	echo "  skipped: NVRTC cannot be loaded here"
	exit 0
fi
# wall time and CPU time (user + system: the wall time of one core on an
# idle machine)
python3 - "$bin" <<'PY' || exit 1
import os, resource, subprocess, sys, time
for f in ("matvec_notes_cu", "matvec_notes_warp_cu"):
    for threads in ("1", "0"):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.time()
        env = dict(os.environ, ACCESSAN_THREADS=threads)
        subprocess.run([sys.argv[1], "-q", "patterns/%s.pat" % f,
                        "-D", "M=10000", "-D", "N=20000"], env=env,
                       check=True)
        wall = time.time() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime +
               after.ru_stime - before.ru_stime)
        print("  %-25s %-9s %6.2f s wall, %6.2f s CPU" %
              (f + ".pat", "one core" if threads == "1" else
               "%d cores" % os.cpu_count(), wall, cpu))
PY
