#!/bin/sh
# tests/tools/deps.sh TARGET - what the tests need and this machine lacks,
# named by its Debian package, as one line for make's $(error):
#   make check needs the Debian package 'check' (check.h): apt-get install check
# Prints nothing when all is there. The optional ones (valgrind, clang's
# libFuzzer, xmllint, chromium, mandoc, python3-jsonschema) are not named:
# their parts say "skipped" with the reason.
target=${1:-check}
cc=${CC:-cc}
pkgs= what=
need() {	# need PACKAGE WHAT
	pkgs="$pkgs $1"
	what="$what${what:+, }'$1' ($2)"
}
echo '#include <check.h>' | "$cc" -E -x c - > /dev/null 2>&1 ||
	need check check.h
command -v pkg-config > /dev/null 2>&1 || need pkg-config pkg-config
command -v python3 > /dev/null 2>&1 || need python3 python3
[ -z "$pkgs" ] && exit 0
case $pkgs in
' '*' '*) n="packages" ;;
*) n="package" ;;
esac
echo "make $target needs the Debian $n $what: apt-get install$pkgs"
