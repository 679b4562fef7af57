#!/bin/sh
# tests/tools/valgrind.sh - the unit, command-line and pattern tests
# again under valgrind memcheck: no invalid access, no uninitialised value,
# no leak on any path, errors included. 'make check' runs it, after
# building ./accessan and build/tests/unit/.
#
# usage: sh tests/tools/valgrind.sh
# Skips (with the reason) where valgrind is not installed.
set -u
if ! command -v valgrind >/dev/null 2>&1; then
	echo "valgrind: skipped: valgrind is not installed (Debian: valgrind)"
	exit 0
fi
root=$(cd "$(dirname "$0")/../.." && pwd) || exit 2
cd "$root" || exit 2
tmp=$(mktemp -d) || exit 3
trap 'rm -rf "$tmp"' EXIT
VG="valgrind -q --error-exitcode=99 --leak-check=full \
--errors-for-leak-kinds=definite,indirect,possible \
--show-leak-kinds=definite,indirect,possible \
--suppressions=$root/tests/tools/nvrtc.supp"
# NVRTC under valgrind takes tens of seconds a compile, more on a loaded
# machine: the compile bound is raised (a case that sets its own keeps it)
ACCESSAN_NVRTC_TIMEOUT=${ACCESSAN_NVRTC_TIMEOUT:-600}
export ACCESSAN_NVRTC_TIMEOUT
# a wrapper that the golden and pattern scripts run as the binary
cat > "$tmp/accessan" <<WRAP
#!/bin/sh
exec $VG "$root/accessan" "\$@"
WRAP
chmod +x "$tmp/accessan"
fail=0
for t in test_sim test_front test_eval test_suggest test_time; do
	if CK_FORK=no $VG build/tests/unit/$t > "$tmp/out" 2>&1; then
		echo "ok - valgrind $t"
	else
		echo "FAIL - valgrind $t"; tail -30 "$tmp/out"; fail=$((fail + 1))
	fi
done
# the goldens and the patterns side by side: each runs one program at a
# time, and under valgrind they are most of check-slow's time
sh tests/cli/run.sh "$tmp/accessan" > "$tmp/cli" 2>&1 &
cli=$!
sh tests/patterns.sh "$tmp/accessan" > "$tmp/pat" 2>&1
pat=$?
wait $cli || { grep -v '^ok' "$tmp/cli"; fail=$((fail + 1)); }
tail -1 "$tmp/cli"
[ $pat -eq 0 ] || { grep -v '^ok' "$tmp/pat"; fail=$((fail + 1)); }
tail -1 "$tmp/pat"
echo "valgrind: $((6 - fail)) passed, $fail failed"
[ "$fail" -eq 0 ]
