#!/bin/sh
# tests/classes.sh - the evaluator's classes (src/analysis/classes.c) against plain
# enumeration (--exhaustive): the JSON report and the verbose text report
# with a picked warp must be the same bytes, errors and exit status
# included, but for what says how each access was computed (JSON's
# "computed" and "evaluated", the text's -v lines: an access's, and which
# of a kernel's blocks ran), dropped before comparing, and the words of
# why the race check did not run (the classes estimate up front what the
# enumeration meets on its way: both say it did not, and that it must).
#
# usage: sh tests/classes.sh ACCESSAN [N [SEED [threads]]]
#
# CLASSES_SLICE=K compares every K-th pattern file only (a fixed slice, the
# same files each run: make check-fast's), all of them when unset;
# CLASSES_WORK is the --max-work of the comparisons (2000000000): a
# smaller one skips the largest patterns.
# CLASSES_JOBS (default 2) shards the comparisons over that many
# processes; a failure prints the pattern and the first lines of the
# difference, and with CLASSES_KEEP=DIR the failing files are copied there.
#
# With 'threads' it compares enumeration on one thread with enumeration on
# four (--exhaustive --threads 1 and 4) instead, the "computed" lines
# kept, once with room and once with a --max-work of 3000 that stops most
# patterns part way: the same figures, detail, work and first error.
#
# Compared: every .pat under patterns/ and tests/, N random patterns of
# 'accessan validate --random' (default 1000), N of tests/fuzz/classgen.awk
# (2D and 3D grids, nested loops and ifs, bounds checks, predicates on
# blockIdx and counters: see there) and N of the generator below,
# which stresses the class counting: odd grids, partial last blocks, C-form
# loops whose lanes start apart,
# bounds predicates, negative and odd steps, offsets, 2D arrays, mixed
# element sizes, shared and constant memory, 2D and 1D textures (a row
# past the height now and then: clamped), / % >> & of block terms, and
# now and then an index out of bounds. A pattern that --exhaustive refuses
# for --max-work is skipped (the classes may accept it: that is the point).
set -u
bin=$1 n=${2:-1000} seed=${3:-1} mode=${4:-classes}
if [ "$mode" = threads ]; then
	a_opts="--exhaustive --threads 1" b_opts="--exhaustive --threads 4"
	works="${CLASSES_WORK:-2000000000} 3000" what="4 threads differ from 1"
else
	a_opts="--exhaustive" b_opts="" works=${CLASSES_WORK:-2000000000}
	what="classes differ from --exhaustive"
fi
tmp=$(mktemp -d) || exit 3
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM
pass=0 fail=0 skip=0

# how an access was computed: the one thing that may differ
howless() {
	if [ "$mode" = threads ]; then
		cat
		return
	fi
	sed -e 's/, "computed": "[a-z]*", "evaluated": [0-9]*//' \
	    -e 's/"races_note": "[^"]*"/"races_note": "(why)"/' \
	    -e 's/^races: not checked: .*/races: not checked/' \
	    -e '/^  computed in closed form: [0-9]* of [0-9]* requests evaluated$/d' \
	    -e '/^  enumerated: every request evaluated$/d' \
	    -e '/^blocks: /d'
}

# The race check by classes of blocks (ACCESSAN_RACE_CLASSES: as at sizes
# past its bound, accessan-pattern(5) RACES) against the exhaustive one,
# whose output is in r$sh.out: the same bytes, or a check left unfinished
# by classes (blocks that race with each other, a decision past its
# steps), which may say that two blocks race only where they do.
races() {	# races FILE WORK ARGS
	# shellcheck disable=SC2086
	{ ACCESSAN_RACE_CLASSES=1 "$bin" --max-work $2 $a_opts $3 "$1" 2>&1
	  echo "exit $?"; } > "$tmp/c$sh.out"
	cmp -s "$tmp/r$sh.out" "$tmp/c$sh.out" && return 0
	grep -q '"races_note": "[^"]*(the check by classes of blocks' \
	    "$tmp/c$sh.out" || return 1
	# (where the exhaustive check did not finish either, past its bound
	# of records, it has no count to hold the claim to: both leave the
	# races unchecked)
	if grep -q 'they race, and their racy locations are not counted' \
	    "$tmp/c$sh.out"; then
		grep -q '"races": [1-9]' "$tmp/r$sh.out" ||
		    grep -q '"races": null' "$tmp/r$sh.out" || return 1
	fi
	# the rest the same: the figures, and the exit status where no
	# 'expect races' needs the check
	[ "$(norace < "$tmp/r$sh.out")" = "$(norace < "$tmp/c$sh.out")" ]
}

# a JSON report but for the race check's figures, pairs and expectations
norace() {
	awk '/"race_pairs": \[$/ { skip = 1; next }
	     skip && /^  \],?$/ { skip = 0; next }
	     skip || /"races|expect races|^exit / { next } { print }' | cksum
}

compare() {	# compare FILE WARP (a shard: $sh names its files)
	for work in $works; do
	for args in "--format json" "--color never -v -w $2"; do
		# shellcheck disable=SC2086
		{ "$bin" --max-work $work $a_opts $args "$1" 2>&1
		  echo "exit $?"; } | tee "$tmp/r$sh.out" | howless > "$tmp/a$sh.out"
		if [ "$mode" != threads ] &&
		    grep -Eq 'raise (it with )?--max-work' "$tmp/a$sh.out"; then
			skip=$((skip + 1))
			return
		fi
		if [ "$mode" != threads ] && [ "$args" = "--format json" ] &&
		    ! races "$1" "$work" "$args"; then
			fail=$((fail + 1))
			echo "FAIL - $1 (--max-work $work $args): the race check by classes differs from --exhaustive's"
			sed 's/^/    | /' "$1"
			diff "$tmp/r$sh.out" "$tmp/c$sh.out" | head -5
			[ -n "${CLASSES_KEEP:-}" ] && mkdir -p "$CLASSES_KEEP" &&
			    cp "$1" "$CLASSES_KEEP/seed$seed-$(basename "$1")"
			return
		fi
		# shellcheck disable=SC2086
		{ "$bin" --max-work $work $b_opts $args "$1" 2>&1
		  echo "exit $?"; } | howless > "$tmp/b$sh.out"
		if ! cmp -s "$tmp/a$sh.out" "$tmp/b$sh.out"; then
			fail=$((fail + 1))
			echo "FAIL - $1 (--max-work $work $args): $what"
			sed 's/^/    | /' "$1"
			diff "$tmp/a$sh.out" "$tmp/b$sh.out" | head -5
			[ -n "${CLASSES_KEEP:-}" ] && mkdir -p "$CLASSES_KEEP" &&
			    cp "$1" "$CLASSES_KEEP/seed$seed-$(basename "$1")"
			return
		fi
	done
	done
	pass=$((pass + 1))
}

# the list of FILE WARP to compare, built first, then sharded
slice=${CLASSES_SLICE:-1}
k=0
# (not tests/gpu/time's: real sizes for the time suite, whose kernels'
# blocks are not classed yet, seconds each, the enumeration's to time)
for f in $(find patterns tests -name '*.pat' -not -path 'tests/gpu/time/*' |
    LC_ALL=C sort); do
	[ $((k % slice)) -eq 0 ] && echo "$f 1"
	k=$((k + 1))
done > "$tmp/list"

# validate's generator, one file a pattern
"$bin" validate --dry-run --random "$n" --seed "$seed" --verbose 2>/dev/null |
    awk -v dir="$tmp" '/^---- pattern /{ if (f) close(f); f = dir "/v" $3 ".pat"; next }
                      /^validate:/{ next } f { print > f }'
i=0
while [ "$i" -lt "$n" ]; do
	[ -f "$tmp/v$i.pat" ] && echo "$tmp/v$i.pat $((i % 7))"
	i=$((i + 1))
done >> "$tmp/list"

# the stress generator
awk -v n="$n" -v seed="$seed" -v dir="$tmp" '
function r(a, b) { return a + int(rand() * (b - a + 1)) }
function pick(s,   t) { split(s, t, " "); return t[r(1, length(t) - 0 > 0 ? length(t) : 1)] }
BEGIN {
	srand(seed)
	split("char 1 short 2 int 4 float 4 double 8 float2 8 float4 16 int2 8", ty, " ")
	for (p = 0; p < n; p++) {
		f = dir "/s" p ".pat"
		gx = r(1, 45); gy = rand() < 0.3 ? r(1, 5) : 1
		bx = pick("32 64 96 128 48 100 256 33"); by = rand() < 0.2 ? 2 : 1
		printf "grid %d, %d\nblock %d, %d\n", gx, gy, bx, by > f
		if (rand() < 0.3) printf "bankmode 8\narch sm_35\n" > f
		loops = r(0, 2); depth = 0
		for (a = 0; a < r(1, 4); a++) {
			t = r(0, 7); tn = ty[2 * t + 1]
			sp = rand() < 0.55 ? "global" : rand() < 0.7 ? "shared" : "constant"
			# index = cb * blockIdx.x + cy * blockIdx.y + ct * tid + ck * k + off
			cb = pick("0 1 2 3 4 8 32 64 96 100 128 7 33")
			cy = gy > 1 ? pick("0 1 5 64 1000") : 0
			ct = pick("1 1 1 2 3 4 8 32 0 17")
			ck = 0; kmax = 0; lo = ""
			if (loops > 0 && rand() < 0.6) {
				ka = r(-3, 5); ks = pick("1 2 3 5 8 -1"); kt = r(0, 70)
				if (ks < 0) { ks = -ks; }
				kb = ka + kt
				ck = pick("1 2 4 8 -1 -3 32 0")
				lo = sprintf("for k%d in %d .. %d step %d {\n", a, ka, kb, ks)
				kmin = ka; kmax = ka
				while (kmax + ks < kb) kmax += ks
				if (rand() < 0.35) {
					# the C form, lanes starting apart: trips
					# that agree or not (a warp-a-row loop)
					L = pick("32 16 8 1 64")
					lo = sprintf("for (k%d = threadIdx.x %% %d + %d; k%d < %d; k%d += %d) {\n", a, L, ka, a, kb + L - 1, a, ks)
					kmax = kb + L - 2
				}
			}
			tid = "(threadIdx.y * blockDim.x + threadIdx.x)"
			nt = bx * by
			ex = sprintf("%s * %d + blockIdx.y * %d + %s * %d", "blockIdx.x", cb, cy, tid, ct)
			mx = cb * (gx - 1) + cy * (gy - 1) + ct * (nt - 1)
			off = 0
			if (lo != "") {
				if (ck >= 0) { mx += ck * kmax; off = ck * kmin < 0 ? -ck * kmin : 0 }
				else { off = -ck * kmax; mx += ck * kmin + off; if (ck * kmin < 0) mx -= ck * kmin; mx = mx }
				ex = sprintf("%s + k%d * %d", ex, a, ck)
			}
			off += r(0, 9)
			ex = sprintf("(%s + %d)", ex, off)
			mx += off
			u = rand()
			if (u < 0.15) { ex = ex " / 32"; mx = int(mx / 32) }
			else if (u < 0.25) { ex = ex " >> 2"; mx = int(mx / 4) }
			else if (u < 0.32) { ex = ex " % 64"; mx = 63 }
			else if (u < 0.38) { ex = ex " & 127"; mx = 127 }
			size = mx + 1 + r(0, 40)
			pred = ""
			if (rand() < 0.2) {
				lim = r(1, size); pred = sprintf(" if %s < %d", ex, lim)
				if (rand() < 0.5) size = lim
			} else if (rand() < 0.1) {
				pred = sprintf(" if threadIdx.x < %d", r(1, bx))
			} else if (rand() < 0.05) {
				size = size - r(1, 5)      # now and then out of bounds
			}
			if (size < 1) size = 1
			if (sp == "shared" && size * ty[2 * t + 2] > 40000) sp = "global"
			if (sp == "constant" && size * ty[2 * t + 2] > 60000) sp = "global"
			if (rand() < 0.2 && tn != "double") {
				# a texture, 2D (block-linear, clamped: a row
				# index that passes the height now and then) or 1D
				ey = sprintf("(blockIdx.x * %d + %s / %d * %d + %d)", pick("0 1 2 3 8 9 16"), tid, pick("1 4 8 32"), pick("0 1 2 4 7"), r(0, 9))
				if (lo != "" && rand() < 0.5) ey = sprintf("(%s + k%d * %d)", ey, a, pick("1 2 3 8"))
				if (rand() < 0.7) {
					printf "texture %s a%d[%d][%d]\n", tn, a, r(1, 300), size > f
					acc = sprintf("tex2D(a%d, %s, %s)", a, ex, ey)
				} else {
					printf "texture %s a%d[%d]\n", tn, a, size > f
					acc = sprintf("tex1Dfetch(a%d, %s)", a, ex)
				}
				printf "%s%s %s%s\n%s", lo, "read", acc, pred, lo != "" ? "}\n" : "" > f
				continue
			}
			if (rand() < 0.25 && size % 4 == 0 && size > 4) {
				printf "%s %s a%d[%d][4]\n", sp, tn, a, size / 4 > f
				acc = sprintf("a%d[%s / 4][%s %% 4]", a, ex, ex)
			} else {
				printf "%s %s a%d[%d]\n", sp, tn, a, size > f
				acc = sprintf("a%d[%s]", a, ex)
			}
			printf "%s%s %s%s\n%s", lo, rand() < 0.6 ? "read" : "write", acc, pred, lo != "" ? "}\n" : "" > f
		}
		close(f)
	}
}'
i=0
while [ "$i" -lt "$n" ]; do
	echo "$tmp/s$i.pat $((i % 5))"
	i=$((i + 1))
done >> "$tmp/list"

# tests/fuzz/classgen.awk
awk -v n="$n" -v seed="$seed" -v dir="$tmp" -f "$(dirname "$0")/fuzz/classgen.awk"
i=0
while [ "$i" -lt "$n" ]; do
	echo "$tmp/g$i.pat $((i % 9))"
	i=$((i + 1))
done >> "$tmp/list"

jobs=${CLASSES_JOBS:-2}
total=$(wc -l < "$tmp/list")
sh=0
while [ "$sh" -lt "$jobs" ]; do
	(
		pass=0 fail=0 skip=0 k=0
		while read -r f w; do
			[ $((k % jobs)) -eq "$sh" ] && compare "$f" "$w"
			k=$((k + 1))
		done < "$tmp/list"
		echo "$pass $fail $skip" > "$tmp/count$sh"
	) &
	sh=$((sh + 1))
done
wait
pass=0 fail=0 skip=0 sh=0
while [ "$sh" -lt "$jobs" ]; do
	read -r p f s < "$tmp/count$sh" || { p=0 f=1 s=0; }
	pass=$((pass + p)) fail=$((fail + f)) skip=$((skip + s))
	sh=$((sh + 1))
done
echo "$mode: $pass passed, $fail failed, $skip skipped (refused by --exhaustive) of $total"
[ "$fail" -eq 0 ]
