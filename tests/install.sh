#!/bin/sh
# install.sh - 'make install' with a DESTDIR and a PREFIX puts every file
# where accessan(1) (FILES) says, and the installed accessan runs with an
# installed profile. Run by 'make check-install' (check, check-fast).
#   sh tests/install.sh [MAKE]
MAKE=${1:-make}
D=$(mktemp -d)
trap 'rm -rf "$D"' EXIT
fails=0 checks=0
fail() { echo "FAIL install: $*"; fails=$((fails + 1)); }
if ! $MAKE -s --no-print-directory install DESTDIR="$D" PREFIX=/opt/acc \
    >"$D/log" 2>&1; then
	cat "$D/log"
	fail "make install DESTDIR=... PREFIX=/opt/acc failed"
fi
P=$D/opt/acc
for f in bin/accessan share/man/man1/accessan.1 \
    share/man/man5/accessan-pattern.5 share/accessan/profiles/h100.profile \
    share/accessan/profiles/h200.profile $(ls patterns/* |
    sed 's|^|share/accessan/|'); do
	checks=$((checks + 1))
	[ -f "$P/$f" ] || fail "no $f under DESTDIR/PREFIX"
done
[ -x "$P/bin/accessan" ] || fail "bin/accessan is not executable"
# the backend where it was built (with the CUDA toolkit)
if [ -f build/libaccessan-gpu.so ] && [ ! -f "$P/lib/accessan/libaccessan-gpu.so" ]; then
	fail "no lib/accessan/libaccessan-gpu.so under DESTDIR/PREFIX"
fi
# nothing outside DESTDIR/PREFIX
extra=$(cd "$D" && find . -type f ! -path './opt/acc/*' ! -name log)
[ -z "$extra" ] || fail "files outside PREFIX: $extra"
for g in h100 h200; do
	checks=$((checks + 1))
	out=$("$P/bin/accessan" --profile "$P/share/accessan/profiles/$g.profile" \
	      patterns/stride2.pat 2>&1)
	echo "$out" | grep -q "^time on $g (" ||
		fail "the installed $g.profile: $(echo "$out" | grep '^time\|error' | head -1)"
done
# a profile by its name, from a folder that is no source tree: the one
# installed beside the program
for g in h100 h200; do
	checks=$((checks + 1))
	out=$(cd "$D" && "$P/bin/accessan" --profile $g \
	      "$P/share/accessan/patterns/stride2.pat" 2>&1)
	echo "$out" | grep -q "^time on $g (.*share/accessan/profiles/$g.profile)" ||
		fail "--profile $g: $(echo "$out" | grep '^time\|error' | head -1)"
done
# -a h100 names the H100 as -a h200 names the H200
checks=$((checks + 1))
out=$("$P/bin/accessan" -a h100 "$P/share/accessan/patterns/stride2.pat" 2>&1)
echo "$out" | grep -q '^time on sm_90 (H100' ||
	fail "-a h100: $(echo "$out" | grep '^time\|error' | head -1)"
# the installed library runs, and the pages name where it is
checks=$((checks + 2))
for f in "$P"/share/accessan/patterns/*.pat; do
	case $f in
	*_cu.pat | *transfer_kernel.pat) continue ;;   # NVRTC; a transfer
	esac
	"$P/bin/accessan" -q "$f" > "$D/run" 2>&1 ||
		fail "the installed $(basename "$f"): $(head -1 "$D/run")"
done
grep -q 'PREFIX/share/accessan/patterns' "$P/share/man/man1/accessan.1" &&
grep -q 'PREFIX/share/accessan/patterns' \
    "$P/share/man/man5/accessan-pattern.5" ||
	fail "the installed pages do not name PREFIX/share/accessan/patterns"
checks=$((checks + 3))   # make install, bin executable, nothing outside
echo "install: $((checks - fails)) passed, $fails failed"
[ $fails -eq 0 ]
