#!/bin/sh
# kernel_nogpu.sh - accessan --gpu with a 'kernel' pattern
# without a GPU (run by 'make gpu-check'): the user's kernel goes through
# NVRTC for the device, its arrays, contents and arguments to the fake
# driver of tests/gpu, whose CUPTI refuses the counters; every failure on
# the way is exit 3 with the cause named, and the table's model totals
# are the sums of the model's own figures (its JSON report).
#   sh kernel_nogpu.sh ACCESSAN FAKECUDA_SO FAKECUPTI_SO
# ACCESSAN_GPU_LIB names the backend (unset or missing: only the
# no-backend and --emit-cuda cases run).
A=$1
FAKE=$2
FAKECUPTI=$3
T=${TMPDIR:-/tmp}/kernel_nogpu.$$
mkdir -p "$T" || exit 2
trap 'rm -rf "$T"' EXIT
fails=0
K=patterns/matvec_notes_cu.pat
# check NAME STATUS TEXT [where] CMD...: the exit status, and TEXT in
# standard error (where=err) or standard output (where=out)
check() {
	name=$1 want=$2 text=$3 where=$4
	shift 4
	"$@" >"$T/out" 2>"$T/err"
	rc=$?
	if [ "$rc" != "$want" ] || ! grep -q -- "$text" "$T/$where"; then
		echo "FAIL kernel --gpu $name: exit $rc (want $want), '$text'" \
		     "not in std$where:"
		cat "$T/out" "$T/err" | head -20
		fails=$((fails + 1))
	else
		echo "ok   kernel --gpu $name: exit $rc"
	fi
}
# totals JSON TABLE: the table's model totals are the sums of the model's
# accesses in its JSON report, by space and kind (an atomic in none: the
# backend reads no atomic counter); the differences printed
totals() {
	python3 - "$1" "$2" <<'EOF'
import json, re, sys
acc = json.load(open(sys.argv[1]))["accesses"]
table = open(sys.argv[2]).read()
want = {}
for a in acc:
    if a["kind"] == "atomic":
        continue
    names = ("instructions", "wavefronts") if a["space"] == "shared" \
        else ("requests", "sectors")
    for f, name in zip(("requests", names[1]), names):
        k = "%s %s %s" % (a["space"], a["kind"], name)
        want[k] = want.get(k, 0) + a[f]
bad = 0
for k, v in want.items():
    m = re.search(r"^  %s +(\d+)" % k, table, re.M)
    if m is None or int(m.group(1)) != v:
        print("  %s: table %s, model's JSON %d" %
              (k, m.group(1) if m else "missing", v))
        bad = 1
sys.exit(bad)
EOF
}
if ! "$A" -q "$K" >/dev/null 2>"$T/err"; then
	if grep -q "needs NVRTC" "$T/err"; then
		echo "skip kernel --gpu: NVRTC cannot be loaded here"
		exit 0
	fi
	cat "$T/err"
	exit 1
fi
check "--emit-cuda" 2 "CUDA is its own file" err "$A" --emit-cuda "$K"
check "no backend" 3 "GPU backend not found" err \
	env ACCESSAN_GPU_LIB=/nonexistent/libaccessan-gpu.so "$A" --gpu "$K"
# the model's report still comes first
if ! grep -q "MatMulVecKernel\|matvec_notes.cu" "$T/out"; then
	echo "FAIL kernel --gpu no backend: the model's report is missing"
	fails=$((fails + 1))
fi
if [ -z "$ACCESSAN_GPU_LIB" ] || [ ! -f "$ACCESSAN_GPU_LIB" ] ||
   [ ! -f "$FAKE" ] || [ ! -f "$FAKECUPTI" ]; then
	echo "skip kernel --gpu with the fake driver: no backend built"
	[ $fails -eq 0 ]
	exit
fi
export ACCESSAN_CUDA_LIB="$FAKE" ACCESSAN_CUPTI_LIB="$FAKECUPTI"
check "no device" 3 "found no GPU" err env FAKECUDA_NODEV=1 "$A" --gpu "$K"
check "out of memory" 3 "array 'mat'.*OUT_OF_MEMORY" err \
	env FAKECUDA_OOM=1 "$A" -q --gpu "$K"
check "a faulting kernel" 3 "ILLEGAL_ADDRESS" err \
	env FAKECUDA_FAULT=1 "$A" -q --gpu "$K"
check "counters refused" 0 "counters: none" out "$A" -q --gpu "$K"
check "the kernel named" 0 "kernel: MatMulVecKernel of .*matvec_notes.cu" \
	out "$A" -q --gpu "$K"
# the totals are the model's: sums over its accesses, by space and kind
"$A" --format json "$K" >"$T/json" 2>/dev/null
"$A" -q --gpu "$K" >"$T/table" 2>&1
if totals "$T/json" "$T/table"; then
	echo "ok   kernel --gpu totals: the sums of the model's accesses"
else
	echo "FAIL kernel --gpu totals"
	fails=$((fails + 1))
fi
# a real size: the model's blocks go in classes under --gpu as without
# it (a transpose at 16384^2, 262144 blocks: every warp run would pass
# --max-work and be refused), and its totals are the JSON report's
R="patterns/transpose_naive_cu.pat -D N=16384"
# shellcheck disable=SC2086
"$A" --format json $R >"$T/json" 2>/dev/null
# shellcheck disable=SC2086
"$A" -v --gpu $R >"$T/table" 2>&1
rc=$?
if [ $rc -eq 0 ] && grep -q "blocks: [0-9]* of 262144 run" "$T/table" &&
   totals "$T/json" "$T/table"; then
	echo "ok   kernel --gpu at a real size: blocks in classes, the totals the model's"
else
	echo "FAIL kernel --gpu at a real size (exit $rc):"
	head -20 "$T/table"
	fails=$((fails + 1))
fi
# sweep --gpu: the user's kernel at every value, each point's totals the
# model's at that value; a driver error names the value
"$A" sweep --gpu -D M=64..576:256 "$K" >"$T/sweep" 2>&1
rc=$?
bad=0
for M in 64 320 576; do
	"$A" --format json -D M=$M "$K" >"$T/json" 2>/dev/null
	awk -v m="M = $M" '$0 == m { s = 1; next } s && /^M = / { exit } s' \
	    "$T/sweep" >"$T/table"
	totals "$T/json" "$T/table" || bad=1
done
if [ $rc -eq 0 ] && [ $bad -eq 0 ] &&
   grep -q "^sweep --gpu: 0 of 3 M values with the GPU's counters" "$T/sweep"
then
	echo "ok   kernel sweep --gpu: each value's totals the model's"
else
	echo "FAIL kernel sweep --gpu (exit $rc):"
	head -30 "$T/sweep"
	fails=$((fails + 1))
fi
check "sweep, out of memory" 3 "M=64: .*array 'mat'.*OUT_OF_MEMORY" err \
	env FAKECUDA_OOM=1 "$A" sweep -q --gpu -D M=64..576:256 "$K"
# a structure passed by value cannot be passed
cat >"$T/s.cu" <<'EOF'
struct two { int a, b; };
__global__ void bystruct(float *out, two t)
{
	out[threadIdx.x] = 1.0f;
}
EOF
cat >"$T/s.pat" <<'EOF'
grid 1
block 32
global float out[32]
kernel "s.cu" bystruct (out, 0)
EOF
check "a struct by value" 3 "structure passed by value" err \
	"$A" -q --gpu "$T/s.pat"
# the kernel's own constant variables: 0 only
cat >"$T/c.cu" <<'EOF'
__constant__ int tbl[32];
__global__ void lookup(float *out)
{
	out[tbl[threadIdx.x]] = 1.0f;
}
EOF
cat >"$T/c.pat" <<'EOF'
grid 1
block 32
global float out[32]
contents constant = 3
kernel "c.cu" lookup (out)
EOF
check "constant contents 3" 3 "constant variables no contents but 0" err \
	"$A" -q --gpu "$T/c.pat"
sed 's/= 3/= 0/' "$T/c.pat" >"$T/c0.pat"
check "constant contents 0" 0 "global store requests" out \
	"$A" -q --gpu "$T/c0.pat"
# validate FILE: the kernel's totals too; a dry run checks the model's
# rules alone
check "validate, counters refused" 3 "counters unavailable" out \
	"$A" validate "$K"
check "validate --dry-run" 0 "1 agree" out "$A" validate --dry-run "$K"
# the stack's accesses are the local totals; an atomic is in none (the
# backend reads no atomic counter), not a store
for L in tests/cudasrc/local.pat tests/cudasrc/atomic.pat; do
	"$A" --format json "$L" >"$T/json" 2>/dev/null
	"$A" -q --gpu "$L" >"$T/table" 2>&1
	if totals "$T/json" "$T/table"; then
		echo "ok   kernel --gpu totals of $L: local and atomics apart"
	else
		echo "FAIL kernel --gpu totals of $L"
		fails=$((fails + 1))
	fi
done
[ $fails -eq 0 ]
