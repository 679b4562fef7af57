#!/bin/sh
# msgdrift.sh - msgcheck.py fails when the table and the manual drift
# apart: on a copy of the tree, a row without its entry, an entry without
# its row, a row no code uses and a file's own format each make it exit 1.
root=$(cd "$(dirname "$0")/../.." && pwd) || exit 2
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
fail=0
copy() {
	rm -rf "$tmp/t" && mkdir -p "$tmp/t/gpu/host" "$tmp/t/man"
	cp -R "$root/src" "$tmp/t/src"
	cp "$root"/gpu/host/*.c "$root"/gpu/host/*.h "$tmp/t/gpu/host/"
	cp "$root/man/accessan.1" "$tmp/t/man/"
}
check() {	# check WHAT: msgcheck must refuse the copy
	if MSGCHECK_TOP="$tmp/t" python3 "$root/tests/tools/msgcheck.py" \
	    >"$tmp/out" 2>&1; then
		echo "FAIL - msgcheck passed $1"
		fail=1
	else
		echo "ok - msgcheck refuses $1"
	fi
}
copy
sed -i 's/^\.It unterminated comment (.\*\/. expected)$/.It unterminated remark/' \
    "$tmp/t/man/accessan.1"
check "a row whose entry is gone"
copy
printf '.Sh DIAGNOSTICS\n.Bl -diag\n.It a message no code prints\n.El\n' \
    >> "$tmp/t/man/accessan.1"
check "an entry with no row"
copy
printf 'void f(diag *d) { diag_plain(d, DIAG_ERROR, "raw text"); }\n' \
    >> "$tmp/t/src/lang/lex.c"
check "a format of a file's own"
copy
printf '#define MSG_NO_ONE_PRINTS_IT DIAG_ERROR, "unterminated comment (%%s)"\n' \
    >> "$tmp/t/src/lang/msg.h"
check "a row that no code uses"
copy
if MSGCHECK_TOP="$tmp/t" python3 "$root/tests/tools/msgcheck.py" >"$tmp/out"
then
	echo "ok - msgcheck passes the tree as it is"
else
	echo "FAIL - msgcheck refuses the tree as it is"; cat "$tmp/out"; fail=1
fi
exit $fail
