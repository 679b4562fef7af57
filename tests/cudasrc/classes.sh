#!/bin/sh
# tests/cudasrc/classes.sh - kernel patterns in classes of blocks against
# --exhaustive: a launch of 16 blocks or more runs one block of each
# class of blocks and counts the others from it (src/cuda/ptxtrack.c,
# cudasrc_classes); every block run must give the same report.
#
# usage: sh tests/cudasrc/classes.sh ACCESSAN [fast]
#
# Each case runs 'ACCESSAN -f json ARGS FILE' twice, with and without
# --exhaustive: the exit status, the diagnostics and the JSON must be the
# same but for each access's "computed" and "evaluated" (how it was
# counted, the one thing that may differ). A case with --warp compares
# the text report too, where the warp is drawn: its block must be run,
# a class of its own. A case marked 'classes' must have at least one
# access "computed": "classes", so that a silent fall back to running
# every block fails it; one marked 'any' is a kernel the track gives up
# on (an address or a guard from a value it does not follow), or whose
# run stops at an error, and is held to the same report alone.
#
# The cases: every patterns/*_cu.pat at a size of 16 to 4096 blocks,
# partial last blocks (bounds checks) and 2D grids among them; the race
# check over many blocks (expect races == 0, and a race found); kernels
# of tests/cudasrc/ at grids of 64 blocks, in pattern files written
# here (their own files launch 1 to 8 blocks, and no -D changes that).
# With 'fast' only the cases marked so (make check-fast: a few seconds).
# With 'known' only those of classes_known.txt, where the two are known
# to differ (a bug of the classes, written down there): each fails until
# it is fixed, and none is part of a tier.
#
# The last line is "classes: N passed, N failed", the exit status 1 if
# any failed. Needs python3 (the JSON comparison); where NVRTC cannot be
# loaded nothing is run, and that is said.
case $1 in
/*) bin=$1 ;;
*) bin=$(pwd)/$1 ;;
esac
slice=${2:-all}
root=$(cd "$(dirname "$0")/../.." && pwd) || exit 2
cd "$root" || exit 2
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM
pass=0
fail=0
t=tests/cudasrc

if ! "$bin" -q "$t/tile.pat" >/dev/null 2>"$tmp/err"; then
	if grep -q "needs NVRTC" "$tmp/err"; then
		echo "# NVRTC cannot be loaded here: the kernels are not run"
		echo "classes: 0 passed, 0 failed"
		exit 0
	fi
fi

# kernels of tests/cudasrc at 64 blocks (each names its .cu by its full
# path, since the file lies in $tmp)
cu() {	# cu NAME GRID BLOCK FILE KERNEL ARGS DECLARATIONS...
	name=$1 grid=$2 block=$3 file=$4 kern=$5 args=$6
	shift 6
	{
		echo "grid $grid"
		echo "block $block"
		for d in "$@"; do echo "$d"; done
		echo "kernel \"$root/$file\" $kern ($args)"
	} > "$tmp/$name.pat"
}
# the tile read transposed with no __syncthreads (a race in every block)
# and with one (expect races == 0 holds)
cu tilerace 64 "32, 32" $t/kernels.cu tilerace "out, in, 0" \
	"global float out[1024]" "global float in[1024]"
cu tilesync 64 "32, 32" $t/kernels.cu tilerace "out, in, 1" \
	"global float out[1024]" "global float in[1024]" "expect races == 0"
# each block's own tile of out: races in shared memory (no sync) and
# in each block's global memory, none between blocks; from the last
# block down (rev), the lowest racy word is the last block's
cu tileown 64 "32, 32" $t/kernels.cu tileown "out, in, 0, 0" \
	"global float out[64 * 1056]" "global float in[1024]"
cu tileownrev 64 "32, 32" $t/kernels.cu tileown "out, in, 1, 1" \
	"global float out[64 * 1056]" "global float in[1024]"
# a guard on t % 3 and t < n (not followed: 64 is not a multiple of 3)
cu diverge 64 64 $t/kernels.cu diverge "a, b, 200" \
	"global float a[64 * 64 + 256]" "global float b[2 * 64 * 64]"
# an address loaded from memory (declared contents)
cu gather 64 64 $t/kernels.cu gather "y, x, col" "global float y[4096]" \
	"global float x[4096]" "global int col[4096]" "contents col = iota"
# the same index everywhere (contents col = 3), and global atomics at
# one bin from values loaded (contents in = 1): loaded values that do
# not move with the block, so that blocks class
cu gathersame 64 64 $t/kernels.cu gather "y, x, col" "global float y[4096]" \
	"global float x[4096]" "global int col[4096]" "contents col = 3"
# loaded indices as expressions of iota: linear ones move with the block
# (2 iota + 1, 4095 - iota: blocks class; blocks of 36 threads: x moves
# 288 bytes a block, not a power of two), another does not ((7 iota) %
# 4096: every block runs); a CSR matrix of linear bounds and columns,
# its loop's trips loaded
cu gatherlin 64 36 $t/kernels.cu gather "y, x, col" "global float y[4096]" \
	"global float x[2 * 4096 + 2]" "global int col[4096]" \
	"contents col = iota * 2 + 1"
cu gatherneg 64 64 $t/kernels.cu gather "y, x, col" "global float y[4096]" \
	"global float x[4096]" "global int col[4096]" \
	"contents col = 4095 - iota"
cu gathermod 64 64 $t/kernels.cu gather "y, x, col" "global float y[4096]" \
	"global float x[4096]" "global int col[4096]" \
	"contents col = (iota * 7) % 4096"
cu csrlin 64 64 tests/gpu/time/suite.cu spmv_row "rp, col, val, x, y, 4096" \
	"global int rp[4097]" "global int col[4 * 4096]" \
	"global float val[4 * 4096]" "global float x[4 * 4096]" \
	"global float y[4096]" "contents rp = 4 * iota" "contents col = iota"
cu histhot 64 256 tests/gpu/time/suite.cu hist_hot "in, bins, 64 * 256" \
	"global float in[64 * 256]" "global float bins[256]" \
	"contents in = 1"
# global atomics whose word moves with the block: a row of blocks on
# one word (their count on the busiest address, which the time model's
# atomic bound takes, is the row's, not one block's), and a word a block
# beside one word for all
cu rowsum "16, 40" 64 $t/atomic.cu rowsum "out, in" "global float out[40]" \
	"global float in[16 * 40 * 64]"
cu blocksum 300 96 $t/atomic.cu blocksum "out, total, in" \
	"global float out[300]" "global unsigned total[1]" \
	"global float in[300 * 96]"
# integer atomics into 256 bins from the low byte of an index that
# ptxas loads alone (ld.u8): with blocks of 256 threads the byte does
# not move with the block (blocks class), with 64 it does (every block
# runs); and a dot product's warps adding to one word
cu histbins 64 256 tests/gpu/time/suite.cu hist_bins "in, bins, 64 * 256" \
	"global int in[64 * 256]" "global uint bins[256]" "contents in = iota"
cu histbins64 64 64 tests/gpu/time/suite.cu hist_bins "in, bins, 64 * 64" \
	"global int in[64 * 64]" "global uint bins[256]" "contents in = iota"
# 256 bins a block, private to it: blockIdx.x * 256 + a byte loaded,
# which NVVM makes a prmt (blocks class, each member's atomics at its
# own bins: 16384 addresses, past the busiest address's 4096 counted
# exactly, as the exhaustive run's)
cu histprivate 64 256 tests/gpu/time/suite.cu hist_private \
	"in, hist, 64 * 256" "global int in[64 * 256]" \
	"global uint hist[64 * 256]" "contents in = iota"
cu dotwarp 64 256 tests/gpu/time/suite.cu dot_warp_atomic \
	"out, x, y, 64 * 256" "global float out[1]" "global float x[64 * 256]" \
	"global float y[64 * 256]"
# block 0 alone makes requests (if blockIdx.x == 0)
cu uneven 64 32 $t/kernels.cu uneven "out" "global int out[64]"
# atomics on global and shared memory
cu atoms 64 128 $t/atomic.cu atoms "hist, m, f, slot, big" \
	"global int hist[64]" "global unsigned m[2048]" "global float f[8]" \
	"global int slot[64]" "global ulong big[8]"
# a stack array (local memory) indexed by a computed bin
cu hist 64 128 $t/local.cu hist "out, img, 16, 0" \
	"global int out[64 * 128 * 16]" "global unsigned char img[64 * 128 * 16]"
# the notes' kernel whose result array is 300 rows short: block 37 is
# the first to write past it, and the run stops there, exit 2
cu short "(10000 + 255) / 256" 256 patterns/matvec_notes.cu \
	MatMulVecKernel "result, mat, vec, 10000, 500" \
	"global double mat[10000][500]" "global double vec[500]" \
	"global double result[9700]"
# library.cu's kernels in launches their patterns do not make: a 3D
# grid whose z the kernel ignores (the blocks of one x and y store the
# same words: races between blocks), blocks of 100 threads (a partial
# warp) in a grid-stride loop of odd trips, a grid of blocks wholly past
# the stencil's edge, and 16 x 8 threads to a tile of 16 x 16
lib=patterns/library.cu
cu tn3d "4, 4, 4" "32, 8" $lib transpose_naive "odata, idata, 128" \
	"global float idata[128][128]" "global float odata[128][128]"
cu cgs100 37 100 $lib copy_grid_stride "out, in, 123457" \
	"global float in[123457]" "global float out[123457]"
cu st_past "9, 8" "16, 16" $lib stencil5 "out, in, 100" \
	"global float in[100][100]" "global float out[100][100]" \
	"expect races == 0"
cu mm_rect "5, 5" "16, 8" $lib matmul_naive "c, a, b, 70" \
	"global float a[70][70]" "global float b[70][70]" \
	"global float c[70][70]"
# a whole program's kernel (nvcc)
cu scale 64 256 $t/program.cu scale "out, in, 3" "global float out[16384]" \
	"global float in[49152]"

# The cases: WANT SLICE FILE ARGS...; WANT is classes or any, SLICE fast
# or all.
cat > "$tmp/cases" <<EOF
classes fast patterns/matvec_notes_cu.pat -D M=10000 -D N=300
classes all  patterns/matvec_notes_cu.pat -D M=4000 -D N=1000 --warp 100
classes all  patterns/matvec_notes_warp_cu.pat -D M=1000 -D N=300
classes fast patterns/transpose_naive_cu.pat -D N=256
classes all  patterns/transpose_naive_cu.pat -D N=2048
classes all  patterns/transpose_shared_cu.pat -D N=512
classes all  patterns/transpose_shared_cu.pat -D N=256 --warp 250
classes all  patterns/transpose_padded_cu.pat -D N=512
classes all  patterns/matmul_naive_cu.pat -D N=200
classes all  patterns/matmul_naive_cu.pat -D N=100 --warp worst
classes all  patterns/matmul_tiled_cu.pat -D N=112
classes all  patterns/reduce_interleaved_cu.pat -D BLOCKS=4096
classes all  patterns/reduce_strided_cu.pat -D BLOCKS=64 --warp 77
classes all  patterns/reduce_sequential_cu.pat -D BLOCKS=1000
classes fast patterns/stencil5_cu.pat
classes all  patterns/stencil5_cu.pat -D N=250 --warp 300
classes all  patterns/copy_grid_stride_cu.pat -D n=1000000 -D BLOCKS=100
classes all  patterns/copy_grid_stride_cu.pat -D n=65536 -D BLOCKS=4096
classes all  tests/cli/races_kernel.pat -D M=5000 -D N=300
any     all  tests/cli/kernel_huge_grid.pat -D blocks=4096
classes all  patterns/matvec_notes_cu.pat -D M=10000 -D N=200 -a sm_70
classes all  patterns/transpose_padded_cu.pat -D N=512 -a sm_35 --bank-mode 8
classes/across all  $tmp/tn3d.pat
classes/across all  $tmp/tn3d.pat --warp 200
classes all  $tmp/cgs100.pat
classes all  $tmp/st_past.pat
classes all  $tmp/mm_rect.pat
classes/across all  $tmp/tilerace.pat
classes/across all  $tmp/tilesync.pat
classes fast $tmp/tileown.pat
classes all  $tmp/tileownrev.pat
any     all  $tmp/diverge.pat
classes all  $tmp/gather.pat
classes all  $tmp/gathersame.pat
classes all  $tmp/gatherlin.pat
classes all  $tmp/gatherneg.pat
any     all  $tmp/gathermod.pat
classes all  $tmp/csrlin.pat
classes all  $tmp/histhot.pat
classes all  $tmp/histbins.pat
any     all  $tmp/histbins64.pat
classes all  $tmp/dotwarp.pat
classes fast $tmp/rowsum.pat
classes all  $tmp/rowsum.pat --warp 203
classes all  $tmp/blocksum.pat
classes fast $tmp/histprivate.pat
any     all  $tmp/uneven.pat
any     all  $tmp/atoms.pat
any     all  $tmp/hist.pat
any     all  $tmp/short.pat
EOF
# the known differences, run with 'known' alone
sed -n 's/^\([a-z][a-z]*\)  *\([^ #].*\)$/\1 known \2/p' \
	"$t/classes_known.txt" >> "$tmp/cases"
if [ -x "${ACCESSAN_NVCC:-/usr/local/cuda/bin/nvcc}" ] ||
   command -v nvcc >/dev/null 2>&1; then
	echo "classes all  $tmp/scale.pat" >> "$tmp/cases"
else
	echo "# no nvcc here: the whole program's kernel is not run"
fi

# same A B WANT: A's report (--exhaustive) and B's are the same but for
# "computed" and "evaluated"; with WANT classes B has an access in
# classes. Says why not, if not.
same() {
	python3 - "$1" "$2" "$3" <<'PY'
import json
import sys


def load(p):
    try:
        return json.load(open(p))
    except ValueError:
        return None


def bare(o):
    if isinstance(o, dict):
        return {k: bare(v) for k, v in o.items()
                if k not in ("computed", "evaluated")}
    if isinstance(o, list):
        return [bare(v) for v in o]
    return o


def diff(a, b, at):
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b)):
            if a.get(k) != b.get(k):
                return diff(a.get(k), b.get(k), "%s.%s" % (at, k))
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return diff(x, y, "%s[%d]" % (at, i))
    return "%s: %s with --exhaustive, %s in classes" % (at, json.dumps(a),
                                                       json.dumps(b))


a, b = load(sys.argv[1]), load(sys.argv[2])
if a is None or b is None:
    # no report (the run stopped): the output itself, the same bytes
    if open(sys.argv[1]).read() != open(sys.argv[2]).read():
        sys.exit("the output differs, and is not both JSON")
    if sys.argv[3] == "classes":
        sys.exit("no report to say how its accesses were counted")
    sys.exit(0)
if bare(a) != bare(b):
    sys.exit(diff(bare(a), bare(b), "report"))
how = [x.get("computed") for x in b.get("accesses", [])]
if sys.argv[3] == "classes" and "classes" not in how:
    sys.exit("no access in classes (%s)" % " ".join(sorted(set(how))))
PY
}

while read -r want sl file args; do
	races=${want#*/}
	want=${want%/*}
	case $slice/$sl in
	fast/fast | known/known | all/fast | all/all) ;;
	*) continue ;;
	esac
	name="${file#"$tmp/"} $args"
	# shellcheck disable=SC2086 # args: several options
	"$bin" -f json --exhaustive $args "$file" >"$tmp/a.json" 2>"$tmp/a.err"
	ra=$?
	# shellcheck disable=SC2086
	"$bin" -f json $args "$file" >"$tmp/b.json" 2>"$tmp/b.err"
	rb=$?
	why=""
	if [ "$ra" -ne "$rb" ]; then
		why="exit $ra with --exhaustive, $rb in classes"
	elif ! cmp -s "$tmp/a.err" "$tmp/b.err"; then
		why="the diagnostics differ: $(diff "$tmp/a.err" "$tmp/b.err" |
		    head -5)"
	elif ! why=$(same "$tmp/a.json" "$tmp/b.json" "$want" 2>&1); then
		:
	else
		why=""
	fi
	# the race check by classes (ACCESSAN_RACE_CLASSES: as at sizes
	# past its bound) against the exhaustive one: the same report, or,
	# marked 'across' (blocks that race with each other), a check left
	# unfinished that says so
	if [ -z "$why" ]; then
		# shellcheck disable=SC2086
		ACCESSAN_RACE_CLASSES=1 "$bin" -f json $args "$file" \
			>"$tmp/c.json" 2>"$tmp/c.err"
		rc=$?
		if [ "$races" = across ]; then
			grep -q '"races": *"not checked' "$tmp/c.json" 2>/dev/null ||
			grep -q 'they race, and their racy locations are not counted by classes' \
				"$tmp/c.json" "$tmp/c.err" ||
				why="by classes: no race between blocks said"
		elif [ "$rc" -ne "$rb" ]; then
			why="exit $ra with --exhaustive, $rc by classes"
		elif ! cmp -s "$tmp/a.err" "$tmp/c.err"; then
			why="the diagnostics differ by classes: $(diff \
			    "$tmp/a.err" "$tmp/c.err" | head -5)"
		elif ! why=$(same "$tmp/a.json" "$tmp/c.json" any 2>&1); then
			why="by classes: $why"
		fi
	fi
	case " $args " in
	*" --warp "*)
		if [ -z "$why" ]; then
			# shellcheck disable=SC2086
			"$bin" --color never --exhaustive $args "$file" \
				>"$tmp/a.txt" 2>&1
			# shellcheck disable=SC2086
			"$bin" --color never $args "$file" >"$tmp/b.txt" 2>&1
			if ! cmp -s "$tmp/a.txt" "$tmp/b.txt"; then
				why="the text report differs: $(diff \
				    "$tmp/a.txt" "$tmp/b.txt" | head -5)"
			fi
		fi
		;;
	esac
	if [ -z "$why" ]; then
		echo "ok - $name: the figures of --exhaustive ($want, exit $rb)"
		pass=$((pass + 1))
	else
		echo "FAIL - $name: $why"
		fail=$((fail + 1))
	fi
done < "$tmp/cases"
echo "classes: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
