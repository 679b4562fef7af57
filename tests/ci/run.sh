#!/bin/sh
# tests/ci/run.sh - the README's CI examples (and the manual's copies of
# them, which must be the same), run as they stand: the commands of the
# GitHub Actions job, of the GitLab CI job (but the package installation,
# which needs root and a network), the pre-commit hook and the baseline's
# refresh, in a copy of tests/ci/example/ laid out as the README says, with
# accessan's source in accessan/ (a link to this tree, built already).
#
# usage: sh tests/ci/run.sh
#
# Each example passes on tests/ci/example/ as it is, and the refresh writes
# its committed baseline again, byte for byte; with the transpose's tile
# unpadded the jobs' check and the hook fail (exit 1), naming the access.
# Needs NVRTC (the kernels are 'kernel' patterns) and python3: without
# NVRTC it says "skipped". The last line is "ci: N passed, N failed".
root=$(cd "$(dirname "$0")/../.." && pwd) || exit 2
cd "$root" || exit 2
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
ok() { echo "ok - $1"; pass=$((pass + 1)); }
bad() { echo "FAIL - $1"; fail=$((fail + 1)); }

if ! ./accessan -q tests/ci/example/kernels/histogram.pat 2>"$tmp/err" &&
   grep -q "needs NVRTC" "$tmp/err"; then
	echo "ci: skipped: NVRTC cannot be loaded here (the examples' kernels)"
	exit 0
fi

# a fresh kernel repository: tests/ci/example/ and accessan/
fresh() {
	rm -rf "$tmp/repo"
	mkdir "$tmp/repo" && cp -R tests/ci/example/. "$tmp/repo/" &&
		ln -s "$root" "$tmp/repo/accessan"
}

# run NAME WANT: the commands of the README's block NAME in the
# repository, each with sh -e as CI runs it; the last must exit WANT,
# those before it 0. Its output in $tmp/NAME.log.
run() {
	rm -rf "$tmp/cmd" && mkdir "$tmp/cmd" || exit 2
	if ! python3 tests/ci/extract.py README.md "$1" "$tmp/cmd" \
	         man/accessan.1 >"$tmp/$1.log" 2>&1; then
		bad "$1: $(cat "$tmp/$1.log")"
		return 1
	fi
	: >"$tmp/$1.log"
	n=$(ls "$tmp/cmd" | wc -l)
	i=1
	while [ "$i" -le "$n" ]; do
		(cd "$tmp/repo" && sh -e "$tmp/cmd/$i") >>"$tmp/$1.log" 2>&1
		rc=$?
		want=0
		[ "$i" -eq "$n" ] && want=$2
		if [ "$rc" -ne "$want" ]; then
			bad "$1: '$(head -n 1 "$tmp/cmd/$i")' exit $rc, wanted $want"
			sed 's/^/    /' "$tmp/$1.log" | tail -n 20
			return 1
		fi
		i=$((i + 1))
	done
	return 0
}

# the committed baseline is the refresh's own output
fresh
if run refresh 0; then
	if cmp -s "$tmp/repo/accessan.baseline" tests/ci/example/accessan.baseline
	then
		ok "refresh: writes tests/ci/example/accessan.baseline as committed"
	else
		bad "refresh: tests/ci/example/accessan.baseline is not what it writes:"
		diff tests/ci/example/accessan.baseline "$tmp/repo/accessan.baseline"
	fi
fi

for job in github gitlab; do
	fresh
	if run "$job" 0 && python3 -c 'import json, sys; json.load(open(sys.argv[1]))' \
	       "$tmp/repo/accessan.sarif" 2>/dev/null &&
	   grep -q "0 accesses worse, 0 better, 0 new, 0 gone" "$tmp/$job.log"
	then
		ok "$job: passes on tests/ci/example/, a SARIF log written"
	else
		bad "$job: no SARIF log, or the baseline not met exactly:"
		sed 's/^/    /' "$tmp/$job.log" | tail -n 20
	fi
	# the regression: the tile's padding removed
	fresh
	sed -i 's/tile\[TILE\]\[TILE + 1\]/tile[TILE][TILE]/' \
		"$tmp/repo/kernels/transpose.cu"
	if run "$job" 1 &&
	   grep -q "transpose.cu:19:.*tile_load_1 got worse than the baseline" \
	       "$tmp/$job.log" &&
	   grep -q '"ruleId": "ACCESSAN-BANK-CONFLICT"' "$tmp/repo/accessan.sarif"
	then
		ok "$job: the tile unpadded fails the job, at transpose.cu:19"
	else
		bad "$job: the tile unpadded, not caught:"
		sed 's/^/    /' "$tmp/$job.log" | tail -n 20
	fi
done

fresh
if run pre-commit 0; then
	ok "pre-commit: passes on tests/ci/example/"
fi
sed -i 's/tile\[TILE\]\[TILE + 1\]/tile[TILE][TILE]/' \
	"$tmp/repo/kernels/transpose.cu"
if run pre-commit 1 && grep -q "tile_load_1 got worse" "$tmp/pre-commit.log"
then
	ok "pre-commit: refuses the tile unpadded"
fi
echo "ci: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
