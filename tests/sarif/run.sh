#!/bin/sh
# tests/sarif/run.sh - the SARIF report (--format sarif) against the SARIF
# 2.1.0 JSON schema, and what it must hold.
#
# usage: sh tests/sarif/run.sh ACCESSAN
#
# sarif-schema-2.1.0.json beside this script is the OASIS standard's schema
# (SARIF 2.1.0 errata 01, from github.com/oasis-tcs/sarif-spec,
# sarif-2.1/schema/), kept as data. The logs checked: every file of
# patterns/ in one run; the findings of each rule and a file that fails;
# a pattern from the standard input; a kernel's, where NVRTC loads. Needs
# python3 with jsonschema (Debian: python3-jsonschema): without it the
# check says "skipped" and passes, as the other optional parts do. Each
# check prints "ok - ..." or "FAIL - ..."; the last line is "sarif: N
# passed, N failed".
case $1 in
/*) bin=$1 ;;
*) bin=$(pwd)/$1 ;;
esac
root=$(cd "$(dirname "$0")/../.." && pwd) || exit 2
cd "$root" || exit 2
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
t=tests/sarif
pass=0
fail=0
ok() { echo "ok - $1"; pass=$((pass + 1)); }
bad() { echo "FAIL - $1"; fail=$((fail + 1)); }

if ! python3 -c 'import jsonschema' 2>/dev/null; then
	echo "sarif: skipped: python3-jsonschema not installed"
	exit 0
fi

# want: LOG STATUS WANTED TEXT...: the run exited WANTED, and the log holds
# each TEXT
want() {
	log=$1 rc=$2 wanted=$3
	shift 3
	if [ "$rc" -ne "$wanted" ]; then
		bad "$log: exit $rc, wanted $wanted"
		return
	fi
	for s in "$@"; do
		if ! grep -q -- "$s" "$tmp/$log"; then
			bad "$log: no '$s'"
			return
		fi
	done
	ok "$log: exit $rc, holds $*"
}

"$bin" -f sarif patterns/*.pat >"$tmp/patterns.sarif" 2>/dev/null
want patterns.sarif $? 0 '"executionSuccessful": true'

"$bin" -q -f sarif tests/cli/races.pat tests/cli/local_wide.pat \
	tests/cli/expect_all_worst.pat tests/cli/no_such.pat \
	>"$tmp/findings.sarif" 2>/dev/null
want findings.sarif $? 3 ACCESSAN-EXPECT ACCESSAN-SECTORS \
	ACCESSAN-BANK-CONFLICT ACCESSAN-RACE ACCESSAN-LOCAL \
	'"executionSuccessful": false' 'cannot open tests/cli/no_such.pat' \
	'"descriptor": {"id": "FILE_CANNOT_OPEN"}'

printf 'grid 1\nblock 32\nglobal float a[64]\nread a[threadIdx.x * 2]\n' |
	"$bin" -f sarif - >"$tmp/stdin.sarif" 2>/dev/null
want stdin.sarif $? 0 '"pattern": "<stdin>"'

# a kernel's results stand at its CUDA lines
if "$bin" -q tests/cudasrc/tile.pat 2>/dev/null; then
	"$bin" -f sarif tests/cli/sarif_kernel.pat >"$tmp/kernel.sarif" \
		2>/dev/null
	want kernel.sarif $? 1 '"uri": "tests/cli/sarif_kernel.cu"'
else
	echo "# NVRTC cannot be loaded here: no kernel's log"
fi

if python3 "$t/validate.py" "$t/sarif-schema-2.1.0.json" "$tmp"/*.sarif \
	>"$tmp/out" 2>&1; then
	ok "every log is valid against the SARIF 2.1.0 schema ($(grep -c '^ok' "$tmp/out") logs)"
else
	bad "the SARIF 2.1.0 schema refuses a log:"
	sed "s|$tmp/||" "$tmp/out"
fi
echo "sarif: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
