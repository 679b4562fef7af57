#!/bin/sh
# tests/cudasrc/run.sh - the 'kernel' statement: CUDA kernels
# compiled with NVRTC and run by the PTX interpreter, against patterns
# written by hand for the same accesses, and what must be refused.
#
# usage: sh tests/cudasrc/run.sh ACCESSAN [roundtrip N]
#
# Each check prints "ok - ..." or "FAIL - ..."; the last line is "N
# passed, N failed", the exit status 1 if any failed. Where NVRTC cannot
# be loaded only the refusal is checked (and said). With 'roundtrip N',
# also tests/cudasrc/roundtrip.py over patterns/ and N random patterns.
# Needs python3 (the JSON comparisons).
case $1 in
/*) bin=$1 ;;
*) bin=$(pwd)/$1 ;;
esac
root=$(cd "$(dirname "$0")/../.." && pwd) || exit 2
cd "$root" || exit 2
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
ok() { echo "ok - $1"; pass=$((pass + 1)); }
bad() { echo "FAIL - $1"; fail=$((fail + 1)); }
t=tests/cudasrc

# refuses: FILE STATUS TEXT: the exit status and a message holding TEXT
refuses() {
	"$bin" --max-work 1000000 "$t/$1" >/dev/null 2>"$tmp/err"
	rc=$?
	if [ "$rc" -eq "$2" ] && grep -q -- "$3" "$tmp/err"; then
		ok "$1: refused ($3)"
	else
		bad "$1: exit $rc, wanted $2 and '$3':"
		cat "$tmp/err"
	fi
}

# refuses_at FILE TEXT: refused at the default --max-work, exit 2, with
# a message holding TEXT
refuses_at() {
	"$bin" "$t/$1" >/dev/null 2>"$tmp/err"
	rc=$?
	if [ "$rc" -eq 2 ] && grep -q -- "$2" "$tmp/err"; then
		ok "$1: refused at the default --max-work ($2)"
	else
		bad "$1: exit $rc, wanted 2 and '$2':"
		cat "$tmp/err"
	fi
}

# same: A.pat B.pat PAIRS...: A's accesses' figures are B's
same() {
	a=$1 b=$2
	shift 2
	# exit 1 (an expectation fails at another size) still reports
	"$bin" --format json $ARGS "$a" >"$tmp/a.json" 2>"$tmp/err"
	ra=$?
	"$bin" --format json $ARGS "$b" >"$tmp/b.json" 2>>"$tmp/err"
	rb=$?
	if [ "$ra" -le 1 ] && [ "$rb" -le 1 ] &&
	   python3 "$t/same.py" "$tmp/a.json" "$tmp/b.json" "$@" >"$tmp/out"
	then
		ok "$b $ARGS: the figures of $a ($*)"
	else
		bad "$b: not the figures of $a ($*)"
		cat "$tmp/err" "$tmp/out"
	fi
}

# stacknote FILE HAS TEXT: FILE's report has stack (array 'local')
# accesses with requests (HAS 1) or none at all (HAS 0), and the note
# TEXT, once
stacknote() {
	# shellcheck disable=SC2086 # ARGS: several options
	"$bin" $ARGS --format json "$t/$1" >"$tmp/s.json" 2>"$tmp/err"
	rc=$?
	n=$(python3 -c 'import json, sys
r = json.load(open(sys.argv[1]))
print(sum(a["requests"] for a in r["accesses"] if a["array"] == "local"),
      sum(1 for a in r["accesses"] if a["array"] == "local"))' \
	    "$tmp/s.json")
	case $2 in
	0) want="0 0" ;;
	*) want=nonzero ;;
	esac
	if [ "$rc" -eq 0 ] && [ "$(grep -c "note: .*$3" "$tmp/err")" -eq 1 ] &&
	   { [ "$n" = "$want" ] ||
	     { [ "$want" = nonzero ] && [ "${n%% *}" -gt 0 ]; }; }; then
		ok "$1: stack requests, accesses $n; ptxas's note"
	else
		bad "$1: exit $rc, stack requests, accesses $n (want $want), \
note '$3':"
		cat "$tmp/err"
	fi
}

# without NVRTC: the statement is refused, saying why
ACCESSAN_NVRTC_LIB=/nonexistent/libnvrtc.so "$bin" "$t/tile.pat" \
	>/dev/null 2>"$tmp/err"
rc=$?
if [ "$rc" -eq 2 ] && grep -q "'kernel' needs NVRTC" "$tmp/err"; then
	ok "without NVRTC: refused, exit 2"
else
	bad "without NVRTC: exit $rc"
	cat "$tmp/err"
fi

if ! "$bin" "$t/tile.pat" >/dev/null 2>"$tmp/err" &&
   grep -q "needs NVRTC" "$tmp/err"; then
	echo "# NVRTC cannot be loaded here: the kernels are not run"
	echo "cudasrc: $pass passed, $fail failed"
	[ "$fail" -eq 0 ]
	exit
fi

# the course notes' kernels against the hand-written patterns, at the
# notes' size and at the library files' own, and with a measured profile
# (its loaded-latency curves: the rounds of a loop's body, a PTX loop's
# as a pattern loop's)
for ARGS in "-D M=10000 -D N=20000" "-D M=1000 -D N=2048" \
    "--profile tests/gpu/ref/h100.profile -D M=10000 -D N=20000"; do
	same patterns/matvec_notes.pat patterns/matvec_notes_cu.pat \
		matrix=mat vector=vec result=result time
	same patterns/matvec_notes_warp.pat patterns/matvec_notes_warp_cu.pat \
		matrix=mat vector=vec result=out
done
ARGS=""
# the kernels of patterns/library.cu against their hand-written twins, at
# the library files' own size and at one of 64 blocks or more, where one
# block of a class stands for the others (a kernel's accesses are named
# by array where it has one access, else by their stable names,
# ARRAY_KIND_N; the reductions' by ARRAY_LINE, the line of library.cu,
# which names them too)
for ARGS in "" "-D N=512"; do
	same patterns/transpose_naive.pat patterns/transpose_naive_cu.pat \
		load=idata store=odata time
	same patterns/transpose_shared.pat patterns/transpose_shared_cu.pat \
		load=idata tile_store=tile_store_1 tile_load=tile_load_1 \
		store=odata time
	same patterns/transpose_padded.pat patterns/transpose_padded_cu.pat \
		load=idata tile_store=tile_store_1 tile_load=tile_load_1 \
		store=odata time
done
# N = 200: the last block of each row and column of blocks partly idle
for ARGS in "" "-D N=200" "--profile tests/gpu/ref/h200.profile"; do
	same "$t/matmul_naive_hand.pat" patterns/matmul_naive_cu.pat \
		a_row=a b_col=b c_store=c time
done
for ARGS in "" "-D N=256" "--profile tests/gpu/ref/h200.profile"; do
	same "$t/matmul_tiled_hand.pat" patterns/matmul_tiled_cu.pat \
		a_load=a as_store=as_store_1 b_load=b bs_store=bs_store_1 \
		as_load=as_load_1 bs_load=bs_load_1 c_store=c time
done
for ARGS in "" "-D BLOCKS=100"; do
	same "$t/reduce_interleaved_hand.pat" \
		patterns/reduce_interleaved_cu.pat load=in fill=sdata_115 \
		a=sdata_119 b=sdata_120 sum=sdata@119/store result=sdata_124 \
		store=out time
	same "$t/reduce_strided_hand.pat" patterns/reduce_strided_cu.pat \
		load=in fill=sdata_134 a=sdata_139 b=sdata_140 \
		sum=sdata@139/store result=sdata_144 store=out time
	same "$t/reduce_sequential_hand.pat" \
		patterns/reduce_sequential_cu.pat load=in fill=sdata_154 \
		a=sdata_158 b=sdata_159 sum=sdata@158/store result=sdata_163 \
		store=out time
done
ARGS=""
# one block: the library's own reduction patterns, each of their loops
same patterns/reduce_interleaved.pat patterns/reduce_interleaved_cu.pat \
	load=in fill=sdata_115 div_a=sdata_119 div_b=sdata_120 \
	div_sum=sdata@119/store
same patterns/reduce_interleaved.pat patterns/reduce_strided_cu.pat \
	str_a=sdata_139 str_b=sdata_140 str_sum=sdata@139/store
same patterns/reduce_sequential.pat patterns/reduce_sequential_cu.pat \
	load=in fill=sdata_154 seq_a=sdata_158 seq_b=sdata_159 \
	seq_sum=sdata@158/store
# N = 100 and 200: blocks past the grid's edge, the halo's bounds checks
for ARGS in "" "-D N=200"; do
	same "$t/stencil5_hand.pat" patterns/stencil5_cu.pat c_load=in_182 \
		c_store=t_182 w_load=in_184 w_store=t_184 e_load=in_186 \
		e_store=t_186 n_load=in_188 n_store=t_188 s_load=in_190 \
		s_store=t_190 west=t_194 east=t_195 north=t_196 south=t_197 \
		centre=t_198 store=out time
done
# n = 1000000 over 100 blocks: threads that make one trip fewer
for ARGS in "" "-D n=1000000 -D BLOCKS=100"; do
	same "$t/copy_grid_stride_hand.pat" patterns/copy_grid_stride_cu.pat \
		load=in store=out time
done
# a gather through an index array whose 'contents' the pattern declares:
# written ('int j = idx[i]' takes them) and as the kernel of the time
# suite, on tables of 32 banks to one (lut_hand.pat: 8 lookups a thread)
for ARGS in "-D N=65536 -D T=8192" \
    "-D N=65536 -D T=8192 --profile tests/gpu/ref/h200.profile"; do
	same "$t/gather_idx_hand.pat" tests/gpu/time/gather_idx.pat \
		ld_idx_read=idx ld_t=t st_out=out time
done
for ARGS in "-D N=65536" "-D N=65536 -D T=512 -D S=16" \
    "-D N=65536 -D T=256 -D S=32 --profile tests/gpu/ref/h200.profile"; do
	same "$t/lut_hand.pat" tests/gpu/time/lut.pat \
		ld_idx_read=idx ld_t=t st_out=out time
done
ARGS=""
# divergence, shared memory, a shuffle's lanes, declared contents
same "$t/diverge_hand.pat" "$t/diverge.pat" first=a_8 second=b third=a_12 \
	time
same "$t/tile_hand.pat" "$t/tile.pat" load=in sstore=s_19 sload=s_21 \
	store=out time
same "$t/shuffle_hand.pat" "$t/shuffle.pat" load=in store=out time
# the time model's rounds of loads, from the compiled code: the gather's
# x[col[i]] waits for col[i] (2 rounds a warp); the notes' kernel's loop,
# which NVRTC unrolls 4 times, waits once in 4 passes (at M = N = 64,
# 2 warps of the block's 8 have rows: 64 / 4 x 2 / 8 = 4 a warp)
rounds() {
	got=$("$bin" -q --format json "$@" 2>"$tmp/err" | python3 -c \
	    'import json, sys; print("%g" % json.load(sys.stdin)["time"]["rounds"])')
	if [ "$got" = "$want" ]; then
		ok "$*: $got rounds of loads a warp"
	else
		bad "$*: $got rounds of loads a warp, not $want"
		cat "$tmp/err"
	fi
}
want=2 rounds "$t/gather.pat"
want=4 rounds -D M=64 -D N=64 patterns/matvec_notes_cu.pat
# the machine instructions the issue bound counts (what ptxas made of
# each PTX line, the copies of an unrolled loop, the 'if's it predicated)
# against ncu's count on an H200 of the same kernels, nvcc 13.0: the same
# where no loop is unrolled, within 10 % in the reductions' and the
# multiply's loops and a grid-stride loop
inst() {
	if python3 tests/gpu/time/instructions.py "$bin" \
	    tests/gpu/time/h200-2026-11-28d/instructions.txt --within "$@" \
	    > "$tmp/inst" 2>&1; then
		ok "machine instructions within $1 % of ncu's: $(shift; echo "$@")"
	else
		bad "machine instructions not within $1 % of ncu's"
		cat "$tmp/inst"
	fi
}
inst 0.5 const_lookup_8 hist_bins count_positive local_hist scan_block \
	stencil5_global transpose_shared sum8 copy_stride_2
inst 10 reduce_interleaved reduce_strided reduce_sequential matmul_tiled \
	sum_unroll1
# floating point the interpreter computes: an index, a texture's texels
same "$t/fp_hand.pat" "$t/fp.pat" load=in store=out
# contents as expressions of the element's index: a CSR matrix's bounds
# and columns
same "$t/csr_hand.pat" "$t/csr.pat" bounds=row_ptr columns=col gather=x \
	values=val out=y
# indices from bfind, shf, prmt and lop3 (computed); half and bfloat16
# arithmetic beside addresses that do not need it (not followed)
same "$t/bitidx_hand.pat" "$t/bitidx.pat" load=in ffs=out_store_1 \
	shf=out_store_2 prmt=out_store_3 lop3=out_store_4
same "$t/halves_hand.pat" "$t/halves.pat" xload=x yload=y_load_1 \
	ystore=y_store_1
same "$t/bf16_hand.pat" "$t/bf16.pat" xload=x ystore=y
same "$t/stamp_hand.pat" "$t/stamp.pat" clock=out smid=sm
for k in walk column edge bytes; do
	same "$t/texture_${k}_hand.pat" "$t/texture_$k.pat" fetch=img store=out
done
same "$t/texture_fetch_hand.pat" "$t/texture_fetch.pat" fetch=lin store=out
# blocks in classes fetch textures as every block does (64 requests)
if "$bin" -q "$t/texture_edge_grid.pat" 2>"$tmp/err"; then
	ok "texture_edge_grid.pat: a texture kernel's blocks in classes"
else
	bad "texture_edge_grid.pat: $(cat "$tmp/err")"
fi
same "$t/constant_hand.pat" "$t/constant.pat" lane=lut_11 octet=lut_12 \
	warp=lut_13 store=out time
# a dynamic shared array (extern __shared__), sized by the pattern
same "$t/tile_hand.pat" "$t/dyntile.pat" load=in sstore=d_74 sload=d_76 \
	store=out
same "$t/arith_hand.pat" "$t/arith.pat" div=a_58 mod=a_59 shift=a_60 \
	minmax=a_61 wide=a_62 pred=a_64 neg=a_65
# local memory: the stack's interleaved words, a per-thread histogram
# indexed by a computed bin (spread over the lanes, and one a warp), which
# ptxas keeps in memory (a 64-byte frame, said in a note)
for ARGS in "" "-D SAME=1" "-D N=5"; do
	same "$t/local_hand.pat" "$t/local.pat" clear_write=local_10 \
		pixel_read=img count_read=local@14/load \
		count_write=local@14/store flush_read=local_17 flush_write=out
done
stacknote local.pat 1 "ptxas for sm_90: 64 bytes stack frame, 0 bytes \
spill stores, 0 bytes spill loads; the stack's 28 PTX loads and stores are \
counted as local memory"
# doubles on the stack: a request per word, each one run through the
# model, so no access is in closed form (half of them were counted as
# run, and the report said "classes")
"$bin" --format json "$t/wide.pat" >"$tmp/w.json" 2>"$tmp/err"
rc=$?
n=$(python3 -c 'import json, sys
r = json.load(open(sys.argv[1]))
print(" ".join("%s:%d/%d" % (a["computed"], a["evaluated"], a["requests"])
               for a in r["accesses"] if a["array"] == "local"))' \
    "$tmp/w.json")
if [ "$rc" -eq 0 ] &&
   [ "$n" = "enumerated:16/16 enumerated:4/4" ]; then
	ok "wide.pat: 8-byte stack accesses, every word's request run"
else
	bad "wide.pat: exit $rc, local accesses $n"
	cat "$tmp/err"
fi
# an array indexed by a parameter, an index kept on the stack and read
# back: ptxas keeps both in registers (0 bytes stack frame), so their
# stack accesses are run for their values but counted nowhere; the global
# accesses are the hand-written patterns'
for ARGS in "" "-D K=13"; do
	same "$t/pick_hand.pat" "$t/pick.pat" fill_read=in pick_write=out
done
stacknote pick.pat 0 "kernel 'pick': ptxas keeps the stack in registers \
(0 bytes stack frame for sm_90): its 3 PTX loads and stores make no memory \
access and are not counted"
for ARGS in "" "-D N=7"; do
	same "$t/keep_hand.pat" "$t/keep.pat" put_write=out
done
stacknote keep.pat 0 "kernel 'keep': ptxas keeps the stack in registers \
(0 bytes stack frame for sm_90): its 2 PTX loads and stores make no memory \
access and are not counted"
# a profile older than NVRTC's oldest (sm_75): ptxas is not asked, the
# stack counted as the PTX has it, and a note says so
ARGS="-a sm_70"
same "$t/keep_hand.pat" "$t/keep_sm70.pat" fill_write=local_35 \
	get_read=local_36 put_write=out
ARGS=""
stacknote keep_sm70.pat 1 "ptxas's report is not available (NVRTC 13 \
compiles for sm_75 and later, not sm_70): the stack's 2 PTX loads and \
stores are counted as local memory"
# the command line's -a is the profile the kernel is compiled for, over
# the file's 'arch' (or the default): the same two cases, named there
ARGS="-a sm_70"
stacknote keep.pat 1 "ptxas's report is not available (NVRTC 13 \
compiles for sm_75 and later, not sm_70)"
ARGS="-a sm_80"
stacknote keep_sm70.pat 0 "kernel 'keep': ptxas keeps the stack in registers \
(0 bytes stack frame for sm_80)"
ARGS=""
# calls NVVM did not inline (__noinline__): arguments, results, a
# callee's stack frame; recursion to the depth the interpreter expands
for ARGS in "" "-D N=37 -D D=5"; do
	same "$t/calls_hand.pat" "$t/calls.pat" put_read=in@30/load \
		put_write=out_30 hfill_write=local@31/store \
		hget_read=local@31/load gather_read=in@31/load store_write=out_31
done
for ARGS in "" "-D D=0" "-D D=15"; do
	same "$t/recurse_hand.pat" "$t/recurse.pat" down_write=a up_write=b
done
ARGS=""
# addresses from votes (ballot, any, all; in a branch too), matches, a
# reduction and shuffles of every mode
for ARGS in "" "-D NN=40" "-D NN=-3"; do
	same "$t/warp_hand.pat" "$t/warp.pat" ballot_write=out_18 \
		vote_write=out_19 match_write=out_20 matchall_write=out_21 \
		redux_write=out_22 shfl_write=out_23 part_write=out_27
done
ARGS=""
# atomics on global and shared memory, counted by the atomic rule
same "$t/atomic_hand.pat" "$t/atomic.pat" clear_write=sh_10 \
	add_atomic=hist_12 max_atomic=m fadd_atomic=f sadd_atomic=sh_15 \
	cas_atomic=slot_16 exch_atomic=slot_17 sub_atomic=hist_18 \
	badd_atomic=big flush_read=sh_21 flush_write=hist_21
if "$bin" "$t/gather.pat" >/dev/null 2>"$tmp/err"; then
	ok "gather.pat: x[col[t]] with col's contents declared"
else
	bad "gather.pat"
	cat "$tmp/err"
fi

# the race check on a kernel: a shared tile read transposed with no
# __syncthreads() is found, with both lines; with it, 'expect races == 0'
# holds (it could not: the check did not run on kernels)
"$bin" "$t/tilerace.pat" >"$tmp/out" 2>"$tmp/err"
if grep -q "^races: 992 locations" "$tmp/out" &&
   grep -q "write t at kernels.cu:157" "$tmp/out" &&
   grep -q "read t at kernels.cu:160" "$tmp/out"; then
	ok "tilerace.pat: the missing __syncthreads() found at both lines"
else
	bad "tilerace.pat"
	cat "$tmp/out" "$tmp/err"
fi
if "$bin" -q "$t/tilesync.pat" 2>"$tmp/err"; then
	ok "tilesync.pat: expect races == 0 holds on a kernel"
else
	bad "tilesync.pat"
	cat "$tmp/err"
fi

# include folders and macros, in the pattern and on the command line
if "$bin" -q "$t/included.pat" 2>"$tmp/err" &&
   "$bin" -q -I "$t/inc" --cuda-define SCALE=1 "$t/included_cli.pat" \
	2>>"$tmp/err"; then
	ok "included.pat, included_cli.pat: cuda_include/cuda_define, -I/--cuda-define"
else
	bad "included.pat, included_cli.pat"
	cat "$tmp/err"
fi
"$bin" -q --cuda-define 'X=$(touch pwned)' "$t/included_cli.pat" \
	>/dev/null 2>"$tmp/err"
if [ $? -eq 2 ] && grep -q "macro '.*': NAME or NAME=VALUE" "$tmp/err"; then
	ok "a macro a shell would run: refused"
else
	bad "a macro a shell would run"
	cat "$tmp/err"
fi

# the PTX cache: a second run reads the PTX the first one kept (the
# entry is altered here, the index's shift by 1 made 0: the figures
# follow it), and an edit of the source compiles again
cache="$tmp/cache"
printf '__global__ void k(float *a) { a[threadIdx.x * 2] = 1; }\n' > "$tmp/c.cu"
printf 'grid 1\nblock 32\nglobal float a[64]\nkernel "c.cu" k (a)\n' > "$tmp/c.pat"
XDG_CACHE_HOME=$cache "$bin" "$tmp/c.pat" > "$tmp/first" 2>&1
entry=$(ls "$cache"/accessan/ptx/* 2>/dev/null | head -n 1)
if [ -n "$entry" ] && python3 - "$entry" <<'PY'
import re, sys
path = sys.argv[1]
data = open(path).read()
head, rest = data.split("\n", 1)
fields = []
while rest:
    n, rest = rest.split("\n", 1)
    fields.append(rest[:int(n)])
    rest = rest[int(n):]
fields[2], k = re.subn(r"(shl.b32\s+%r\d+, %r\d+, )1;", r"\g<1>0;", fields[2])
if k != 1:
    sys.exit(1)
open(path, "w").write(head + "\n" + "".join("%d\n%s" % (len(f), f) for f in fields))
PY
then
	XDG_CACHE_HOME=$cache "$bin" "$tmp/c.pat" > "$tmp/second" 2>&1
	printf '__global__ void k(float *a) { a[threadIdx.x * 2] = 2; }\n' > "$tmp/c.cu"
	XDG_CACHE_HOME=$cache "$bin" "$tmp/c.pat" > "$tmp/third" 2>&1
	if grep -q "8 sectors per request" "$tmp/first" &&
	   grep -q "4 sectors per request" "$tmp/second" &&
	   grep -q "8 sectors per request" "$tmp/third"; then
		ok "the PTX cache: read again, compiled again after an edit"
	else
		bad "the PTX cache"
		cat "$tmp/first" "$tmp/second" "$tmp/third"
	fi
else
	bad "the PTX cache: no entry, or not the PTX expected: $entry"
fi

# one source in two checkouts, one cache: each run names its own files
# (the PTX names the files the compiler read: the entry of the other
# checkout would name its)
mkdir -p "$tmp/co/one" "$tmp/co/two"
for d in one two; do
	cp "$t/kernels.cu" "$t/tilerace.pat" "$tmp/co/$d/"
done
(cd "$tmp/co/one" && XDG_CACHE_HOME=$cache "$bin" tilerace.pat \
    > "$tmp/co/first" 2>&1)
(cd "$tmp/co/two" && XDG_CACHE_HOME=$cache "$bin" tilerace.pat \
    > "$tmp/co/second" 2>&1)
if grep -q "kernels.cu:157" "$tmp/co/second" &&
   ! grep -q "co/one" "$tmp/co/second"; then
	ok "the PTX cache: a second checkout's run names its own files"
else
	bad "the PTX cache: a second checkout's run names the first's files"
	grep "co/one" "$tmp/co/second" | head -3
fi

# NVRTC 13.0's PTX for one source changes with where its allocations land
# (local_hist, a stack array filled in a loop: 40 to 44 stack loads and
# stores from run to run, unrolled or not): each compile runs in accessan
# started afresh, with address randomization off, in the source's folder,
# so three cold compiles, named three ways from three folders, agree
mkdir -p "$tmp/det"
cp tests/gpu/time/suite.cu tests/gpu/time/local_hist.pat "$tmp/det/"
for k in 1 2 3; do
	rm -rf "$tmp/det/cache$k"
done
XDG_CACHE_HOME=$tmp/det/cache1 "$bin" -q --format json "$tmp/det/local_hist.pat" \
    2>/dev/null | sed -E 's|"(source_)?file": "[^"]*"||g' > "$tmp/det/one"
(cd "$tmp/det" && XDG_CACHE_HOME=$tmp/det/cache2 "$bin" -q --format json \
    local_hist.pat 2>/dev/null | sed -E 's|"(source_)?file": "[^"]*"||g') > "$tmp/det/two"
(cd / && XDG_CACHE_HOME=$tmp/det/cache3 FILLER=$(printf '%0512d' 0) \
    "$bin" -q --format json "$tmp/det/./local_hist.pat" 2>/dev/null |
    sed -E 's|"(source_)?file": "[^"]*"||g') > "$tmp/det/three"
if [ -s "$tmp/det/one" ] && cmp -s "$tmp/det/one" "$tmp/det/two" &&
   cmp -s "$tmp/det/one" "$tmp/det/three"; then
	ok "three cold compiles of one kernel make the same figures"
else
	bad "three cold compiles of one kernel make different figures"
	diff "$tmp/det/one" "$tmp/det/two" | head -5
	diff "$tmp/det/one" "$tmp/det/three" | head -5
fi

if "$bin" -q "$t/goodmask.pat" 2>"$tmp/err"; then
	ok "goodmask.pat: a shuffle with __activemask() in divergent code runs"
else
	bad "goodmask.pat"
	cat "$tmp/err"
fi

if "$bin" -q "$t/lowword.pat" 2>"$tmp/err"; then
	ok "lowword.pat: a load of part of a declared element gives its bytes"
else
	bad "lowword.pat"
	cat "$tmp/err"
fi

if "$bin" -q "$t/narrow.pat" 2>"$tmp/err"; then
	ok "narrow.pat: signed char and short loads and parameters sign-extended"
else
	bad "narrow.pat"
	cat "$tmp/err"
fi

if "$bin" -q "$t/asmscope.pat" 2>"$tmp/err"; then
	ok "asmscope.pat: each inline asm block's labels and registers its own"
else
	bad "asmscope.pat"
	cat "$tmp/err"
fi

# one block makes all the thread-accesses, near the launch's bound: on two
# threads its thread has more than its share, and the launch is run again
# on one, whose figures stand (it failed, exit 2, without a word)
"$bin" --threads 1 --max-work 32000 --format json "$t/uneven.pat" \
	>"$tmp/u1.json" 2>"$tmp/err"
r1=$?
"$bin" --threads 2 --max-work 32000 --format json "$t/uneven.pat" \
	>"$tmp/u2.json" 2>>"$tmp/err"
r2=$?
if [ "$r1" -eq 0 ] && [ "$r2" -eq 0 ] && cmp -s "$tmp/u1.json" "$tmp/u2.json"
then
	ok "uneven.pat: one block's work past a thread's share, the same report"
else
	bad "uneven.pat: exit $r1 on one thread, $r2 on two"
	cat "$tmp/err"
	diff "$tmp/u1.json" "$tmp/u2.json"
fi

if "$bin" -q "$t/names.pat" 2>"$tmp/err"; then
	ok "names.pat: variables named kernel and contents"
else
	bad "names.pat"
	cat "$tmp/err"
fi
# a branch on a float compare of declared loads: computed, not refused
if "$bin" -q "$t/above.pat" 2>"$tmp/err"; then
	ok "above.pat: a guard on a float compare of loaded values"
else
	bad "above.pat"
	cat "$tmp/err"
fi

# what is refused, naming the lines
refuses gather_unknown.pat 2 "value comes from line 27"
# each with a note at the line that made the value: what would make it
# known, or why nothing can
refuses gather_unknown.pat 2 "kernels.cu:27:2: note: 'col' holds values the pattern does not declare: 'contents col = EXPR'"
refuses alias.pat 2 "kernels.cu:122:2: note: the kernel stores into 'a', so what its loads read is not known"
refuses compact.pat 2 "kernels.cu:226:3: note: an atomic's old value is what other threads did first"
refuses fpsqrt.pat 2 "comes from line 188 ('sqrt"
refuses halfidx.pat 2 "bits.cu:46:.*comes from line 46 ('cvt.rni.s32.f16"
refuses spin.pat 2 "its share of --max-work"
refuses bigstack.pat 2 "stack frame of 4194304 bytes a thread (ptxas for sm_90); a GPU gives a thread at most 524288"
refuses alias.pat 2 "kernels.cu:122:.*the value comes from line 122 ('ld.global.u32"
# a warp that never ends: stopped at its loop, by the warp's own bound
# (not the launch's share, hundreds of millions of instructions later),
# or at once where it comes back unchanged
refuses_at spin.pat "kernels.cu:40:.*bra.*a warp ran past 4882812 instructions, its bound"
refuses_at stuck.pat "kernels.cu:86:.*this loop never ends: the warp comes back"
# Ctrl-C in the middle of a warp that has no bound: seen in the warp (it
# was seen between warps only; -k: killed, and failed, if not)
timeout --foreground --preserve-status -k 20 -s INT 1 "$bin" \
	--max-work 1000000000000000 "$t/spin.pat" >/dev/null 2>"$tmp/err"
rc=$?
if [ "$rc" -eq 130 ] && [ "$(cat "$tmp/err")" = "accessan: interrupted" ]; then
	ok "spin.pat: Ctrl-C inside an endless warp, exit 130"
else
	bad "spin.pat: Ctrl-C inside an endless warp: exit $rc"
	cat "$tmp/err"
fi
refuses bad.pat 2 'bad.cu:4:.*"undeclared" is undefined'
refuses args.pat 2 "takes 2 parameters; the statement gives 1"
refuses stash.pat 2 "value comes from line 46 ('ld.global.u32"
refuses stash_contents.pat 2 "'contents local' takes 0"
refuses ticket.pat 2 "value comes from line 27 ('atom.global.add.u32"
refuses recurse_deep.pat 2 "calls.cu:47:.*nested more than 16 deep"
refuses tex.pat 2 "refuse.cu:7:.*cannot tell which texture"
refuses texture_fetch_out.pat 2 "texture.cu:37:.*texel 1000 of 'lin', which has 1000"
refuses surf.pat 2 "refuse.cu:13:.*does not run 'sust"
refuses launch.pat 2 "refuse.cu:34:.*function with no body"
refuses dyntile_unsized.pat 2 "the dynamic shared array 'd' (extern __shared__)"
refuses dyntile_big.pat 2 "400000 of them dynamic; sm_90 allows 232448"
refuses badmask.pat 2 "kernels.cu:145:.*membermask 0xffffffff names lane 16, which does not run it"
refuses pick2.pat 2 "kernel 'pick2': the address of 'st.global.*comes from more than one array"
refuses indirect.pat 2 "kernel 'indirect' makes its loads and stores in a function called through a pointer"
refuses devvar.pat 2 "refuse.cu:46:.*a __device__ variable of the module"

# a whole program (system headers, host code, a template only the host
# code instantiates): NVRTC refuses it, nvcc compiles it
if [ -x "${ACCESSAN_NVCC:-/usr/local/cuda/bin/nvcc}" ] ||
   command -v nvcc >/dev/null 2>&1; then
	same "$t/tile_hand.pat" "$t/program.pat" load=in sstore=s_25 \
		sload=s_27 store=out
	same "$t/program_scale_hand.pat" "$t/program_scale.pat" load=in \
		store=out
	# a float parameter takes a number with a point; an int one refuses it
	same "$t/program_axpy_hand.pat" "$t/program_axpy.pat" xload=x \
		yload=y@40/load store=y@40/store
	refuses program_float_int.pat 2 "parameter 3 of 'scale' is an integer"
	# printf runs: its arguments' stores counted, a note for the rest
	"$bin" "$t/program_hello.pat" >/dev/null 2>"$tmp/err"
	rc=$?
	if [ "$rc" -eq 0 ] && grep -q "kernel 'hello' calls printf" "$tmp/err"
	then
		ok "program_hello.pat: printf runs, its expectations hold, noted"
	else
		bad "program_hello.pat: exit $rc"
		cat "$tmp/err"
	fi
	refuses program_nosuch.pat 2 "program.cu has no kernel 'nosuch'"
	refuses program_bad.pat 2 "program_bad.cu:7:.*\"missing\" is undefined"
	ACCESSAN_NVCC=/nonexistent/nvcc "$bin" "$t/program.pat" \
		>/dev/null 2>"$tmp/err"
	rc=$?
	if [ "$rc" -eq 2 ] &&
	   grep -q "has host code or a system header.*but nvcc not found" \
	       "$tmp/err" &&
	   grep -q "program.cu:5:.*could not open source file \"cstdio\"" \
	       "$tmp/err"
	then
		ok "a whole program without nvcc: refused, NVRTC's reason said"
	else
		bad "a whole program without nvcc: exit $rc"
		cat "$tmp/err"
	fi
	# an nvcc that never ends is stopped at the bound, its children too
	# (their sleeps named by this run's pid: another run's are not
	# ours to count); one that makes no PTX is said to
	nap="30.$$"
	printf '#!/bin/sh\nsleep %s &\nsleep %s\n' "$nap" "$nap" >"$tmp/slow_nvcc"
	printf '#!/bin/sh\necho made nothing\n' >"$tmp/empty_nvcc"
	chmod +x "$tmp/slow_nvcc" "$tmp/empty_nvcc"
	ACCESSAN_NVRTC_TIMEOUT=1 ACCESSAN_NVCC="$tmp/slow_nvcc" "$bin" \
		"$t/program.pat" >/dev/null 2>"$tmp/err"
	rc=$?
	if [ "$rc" -eq 2 ] && grep -q "nvcc did not finish compiling kernel" \
	       "$tmp/err" && ! pgrep -f "^sleep $nap\$" >/dev/null 2>&1; then
		ok "an nvcc past ACCESSAN_NVRTC_TIMEOUT: stopped, said"
	else
		bad "an nvcc past ACCESSAN_NVRTC_TIMEOUT: exit $rc"
		cat "$tmp/err"
	fi
	ACCESSAN_NVCC="$tmp/empty_nvcc" "$bin" "$t/program.pat" >/dev/null \
		2>"$tmp/err"
	rc=$?
	if [ "$rc" -eq 2 ] && grep -q "nvcc made no PTX naming kernel" \
	       "$tmp/err" && grep -q "nvcc: made nothing" "$tmp/err"; then
		ok "an nvcc that makes no PTX: said, with its output"
	else
		bad "an nvcc that makes no PTX: exit $rc"
		cat "$tmp/err"
	fi
else
	echo "# no nvcc here: the whole-program cases are not run"
fi

# ---- the compilers as children (hostile inputs, third round) ----------
# Ctrl-C while NVRTC expands macros without end: NVRTC runs in a child,
# whose handlers are its own, so accessan says "interrupted" and exits 130
# (it exited 4, NVRTC's, without a word)
printf 'grid 1\nblock 32\nglobal int a[64]\nkernel "%s/tests/cli/kernel_bomb.cu" k (a)\n' \
	"$root" > "$tmp/bomb.pat"
ACCESSAN_NVRTC_TIMEOUT=60 timeout --foreground --preserve-status -k 20 \
	-s INT 2 "$bin" "$tmp/bomb.pat" >/dev/null 2>"$tmp/err"
rc=$?
if [ "$rc" -eq 130 ] && [ "$(cat "$tmp/err")" = "accessan: interrupted" ]; then
	ok "Ctrl-C while NVRTC compiles: exit 130, interrupted"
else
	bad "Ctrl-C while NVRTC compiles: exit $rc"
	cat "$tmp/err"
fi

# an accessan whose address space is already large when it forks for
# NVRTC (a sanitizer's build reserves terabytes of shadow; reserve.c 8
# GiB): the fork's memory bound is what it may add, so the kernel
# compiles (every compile failed: NVRTC could not map its builtins)
if ${CC:-cc} -shared -fPIC -o "$tmp/reserve.so" "$t/reserve.c" 2>"$tmp/err"
then
	LD_PRELOAD="$tmp/reserve.so" "$bin" -q "$t/tile.pat" 2>"$tmp/err"
	rc=$?
	if [ "$rc" -eq 0 ]; then
		ok "8 GiB reserved before the fork: NVRTC compiles, exit 0"
	else
		bad "8 GiB reserved before the fork: exit $rc"
		cat "$tmp/err"
	fi
else
	echo "# no C compiler: the large address space is not tried"
fi

# a '#line' naming another file: the message names it, and shows none of
# its lines (they were shown, any readable file line by line)
echo "TOPSECRET-LINE" > "$tmp/secret.txt"
printf '#line 1 "%s/secret.txt"\n__global__ void k(float *a) { a[threadIdx.x] = undeclared; }\n' \
	"$tmp" > "$tmp/line.cu"
printf 'grid 1\nblock 32\nglobal float a[32]\nkernel "line.cu" k (a)\n' \
	> "$tmp/line.pat"
"$bin" "$tmp/line.pat" >/dev/null 2>"$tmp/err"
rc=$?
if [ "$rc" -eq 2 ] && grep -q "secret.txt:1:.*undeclared" "$tmp/err" &&
   ! grep -q TOPSECRET "$tmp/err"; then
	ok "#line naming another file: named, not quoted"
else
	bad "#line naming another file: exit $rc"
	cat "$tmp/err"
fi

if [ -x "${ACCESSAN_NVCC:-/usr/local/cuda/bin/nvcc}" ] ||
   command -v nvcc >/dev/null 2>&1; then
	# a TMPDIR that a shell would run ($(...)): the folder reaches nvcc's
	# command lines, which nvcc hands to a shell; not used
	mkdir -p "$tmp/a\$(touch $tmp/pwned)"
	TMPDIR="$tmp/a\$(touch $tmp/pwned)" "$bin" -q "$t/program.pat" \
		>/dev/null 2>"$tmp/err"
	rc=$?
	if [ "$rc" -eq 0 ] && [ ! -e "$tmp/pwned" ]; then
		ok "a TMPDIR holding \$(...): no command run"
	else
		bad "a TMPDIR holding \$(...): exit $rc, pwned: $(ls "$tmp/pwned" 2>&1)"
		cat "$tmp/err"
	fi

	# SIGTERM while nvcc compiles a whole program: nvcc, cicc and their
	# group are killed and the temporary folder removed (they went on,
	# and the folder stayed)
	{ echo '#include <cstdio>'; sed -n '/^#define/p' tests/cli/kernel_bomb.cu
	  echo '__global__ void k(int *a) { int x = 0; a[threadIdx.x] = A39 0; }'
	  echo 'int main() { return 0; }'; } > "$tmp/progbomb.cu"
	printf 'grid 1\nblock 32\nglobal int a[64]\nkernel "progbomb.cu" k (a)\n' \
		> "$tmp/progbomb.pat"
	mkdir -p "$tmp/t"
	TMPDIR="$tmp/t" ACCESSAN_NVRTC_TIMEOUT=120 timeout --preserve-status \
		-k 20 -s TERM 4 "$bin" "$tmp/progbomb.pat" >/dev/null 2>"$tmp/err"
	rc=$?
	sleep 1
	left=$(pgrep -f "$tmp/t" | wc -l)
	if [ "$rc" -eq 143 ] && [ "$left" -eq 0 ] &&
	   [ -z "$(ls -A "$tmp/t")" ]; then
		ok "SIGTERM while nvcc compiles: no process left, no folder"
	else
		bad "SIGTERM while nvcc compiles: exit $rc, $left processes left, in TMPDIR: $(ls -A "$tmp/t")"
		cat "$tmp/err"
		pkill -KILL -f "$tmp/t"
	fi

	# an include of a 2 GiB file (sparse: no disk): nvcc's front end
	# has a memory bound (ACCESSAN_COMPILE_MEMORY, MiB), and its message
	# is shown as lines (one line with \x0a for each line break, it was)
	truncate -s 2G "$tmp/zeros.h"
	printf '#include <cstdio>\n#include "zeros.h"\n__global__ void k(float *a) { a[threadIdx.x] = 1; }\nint main() { return 0; }\n' \
		> "$tmp/devz.cu"
	printf 'grid 1\nblock 32\nglobal float a[32]\nkernel "devz.cu" k (a)\n' \
		> "$tmp/devz.pat"
	ACCESSAN_COMPILE_MEMORY=512 "$bin" "$tmp/devz.pat" >/dev/null 2>"$tmp/err"
	rc=$?
	if [ "$rc" -eq 2 ] && grep -q "^accessan: error: .*devz.cu: nvcc: .*out of memory" \
	       "$tmp/err" && ! grep -q 'x0a' "$tmp/err"; then
		ok "an include of 2 GiB: stopped at the memory bound, said in lines"
	else
		bad "an include of 2 GiB: exit $rc"
		cat "$tmp/err"
	fi
	rm -f "$tmp/zeros.h"
fi

# an include that is a FIFO (or /dev/zero): refused before the compiler
# reads it (NVRTC waited the whole time bound, with a word of macros)
mkfifo "$tmp/fifo"
printf '#include "fifo"\n__global__ void k(float *a) { a[threadIdx.x] = 1; }\n' \
	> "$tmp/incfifo.cu"
printf 'grid 1\nblock 32\nglobal float a[32]\nkernel "incfifo.cu" k (a)\n' \
	> "$tmp/incfifo.pat"
timeout -k 5 20 "$bin" "$tmp/incfifo.pat" >/dev/null 2>"$tmp/err"
rc=$?
if [ "$rc" -eq 2 ] && grep -q "includes '.*fifo', which is not a regular file" \
       "$tmp/err"; then
	ok "an include that is a FIFO: refused at once"
else
	bad "an include that is a FIFO: exit $rc"
	cat "$tmp/err"
fi

# a FIFO as ACCESSAN_NVRTC_LIB: refused, not waited on for ever
ACCESSAN_NVRTC_LIB="$tmp/fifo" timeout -k 5 20 "$bin" "$t/tile.pat" \
	>/dev/null 2>"$tmp/err"
rc=$?
if [ "$rc" -eq 2 ] && grep -q "is not a regular file" "$tmp/err"; then
	ok "a FIFO as ACCESSAN_NVRTC_LIB: refused"
else
	bad "a FIFO as ACCESSAN_NVRTC_LIB: exit $rc"
	cat "$tmp/err"
fi

if [ "$2" = roundtrip ]; then
	# each kernel also lifted from its PTX (--emit-pattern): the same
	# figures, and most of them lift
	if python3 "$t/roundtrip.py" --lift --least 0.8 "$bin" "$tmp/rt" \
	       patterns/*.pat >"$tmp/out" 2>&1; then
		ok "round trip of patterns/: $(grep -E '^(round trip|lifted):' \
		                                  "$tmp/out" | tr '\n' ' ')"
	else
		bad "round trip of patterns/"
		cat "$tmp/out"
	fi
	if python3 "$t/roundtrip.py" --lift --least 0.9 "$bin" "$tmp/rr" \
	       --random "$3" --seed 1 >"$tmp/out" 2>&1; then
		ok "round trip of $3 random patterns: $(grep -E \
		    '^(round trip|lifted):' "$tmp/out" | tr '\n' ' ')"
	else
		bad "round trip of $3 random patterns"
		cat "$tmp/out"
	fi
fi
echo "cudasrc: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
