#!/bin/sh
# tests/man.sh - keep the manual pages honest: lint them, compare their
# options with 'accessan --help', and run every example they show.
#
# usage: sh tests/man.sh ACCESSAN
#
# ACCESSAN is the binary to test (./accessan, or the sanitizer build).
# The pages are man/accessan.1 and man/accessan-pattern.5. Checks, one
# line each ("ok - ...", "FAIL - ...", or "skip - ..." with the reason):
#
#   lint      'mandoc -T lint -W warning PAGE' prints nothing (STYLE
#             notes such as "referenced manual not found" are allowed;
#             skipped if mandoc is not installed).
#   options   every option of 'accessan --help' (short and long) is an
#             '.It Fl ...' item of accessan.1, and every such item is in
#             --help.
#   displays  every '.Bd' display of a page follows a marker comment
#             line that says what it is:
#
#     .\" file: NAME      the display is a pattern file. It is written to
#                         NAME in a scratch directory, and 'accessan -q
#                         NAME' must exit 0 there.
#     .\" example         the display holds '$ COMMAND' lines, each
#                         followed by the exact output (standard output
#                         and standard error together) that COMMAND
#                         prints. COMMAND is run with sh in the scratch
#                         directory, where 'accessan' is ACCESSAN, the
#                         files of earlier 'file:' displays of the page
#                         are present and 'patterns' is the repository's
#                         patterns/ directory, with NO_COLOR=1. Write
#                         '; echo $?' after a command to show its status.
#     .\" grammar         the display is the grammar: it must define
#                         ('NAME ::=') every rule that src/parse.c
#                         states in its comments ('NAME -> ...').
#     .\" not-run: WHY    a display that is none of these.
#
#             Inside displays only two escapes may appear: '\e' for a
#             backslash and '\&' (nothing; it protects a line that starts
#             with '.' or an apostrophe). Displays are compared after
#             undoing them.
#
# The last line is "N passed, N failed"; the exit status is 1 if a check
# failed, 2 on a usage error. Paths are relative to the repository root,
# the parent of this script's directory.

if [ $# -ne 1 ]; then
	echo "usage: sh tests/man.sh ACCESSAN" >&2
	exit 2
fi
case $1 in
/*) bin=$1 ;;
*) bin=$(pwd)/$1 ;;
esac
if [ ! -x "$bin" ]; then
	echo "tests/man.sh: $1: not an executable" >&2
	exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
cd "$root" || exit 2

NO_COLOR=1
export NO_COLOR

pages="man/accessan.1 man/accessan-pattern.5"
pass=0
fail=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/accessan-man.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' HUP INT TERM

# printf, not echo: commands hold backslashes that some echos expand
ok() {
	pass=$((pass + 1))
	printf 'ok - %s\n' "$*"
}

bad() {
	fail=$((fail + 1))
	printf 'FAIL - %s\n' "$*"
}

# Indent a file into the log, at most 40 lines.
show() {
	sed -n '1,40s/^/    /p' "$1"
}

for p in $pages; do
	if [ ! -f "$p" ]; then
		bad "$p: missing"
	fi
done

# ---------------------------------------------------------------- lint

if command -v mandoc >/dev/null 2>&1; then
	for p in $pages; do
		[ -f "$p" ] || continue
		mandoc -T lint -W warning "$p" > "$tmp/lint" 2>&1
		if [ -s "$tmp/lint" ]; then
			bad "$p: mandoc -T lint"
			show "$tmp/lint"
		else
			ok "$p: mandoc -T lint"
		fi
	done
else
	echo "skip - mandoc -T lint: mandoc is not installed"
fi

# ------------------------------------------------------------- options

# From --help: the option column of the lines that start with "  -".
"$bin" --help > "$tmp/help" 2>&1
sed -n 's/^  *\(-[^ ].*\)$/\1/p' "$tmp/help" |
	awk '{
		for (i = 1; i <= NF; i++) {
			w = $i
			sub(/,$/, "", w)
			if (w ~ /^--?[A-Za-z][A-Za-z0-9-]*$/)
				print w
			else
				break
		}
	}' | sort -u > "$tmp/opt.help"
# From accessan.1: the items '.It Fl x ...' of the OPTIONS section.
if [ -f man/accessan.1 ]; then
	awk '
		/^\.Sh / { inopt = ($2 == "OPTIONS") }
		inopt && /^\.It Fl / {
			for (i = 2; i < NF; i++)
				if ($i == "Fl") {
					w = $(i + 1)
					sub(/^\\-/, "-", w)
					print "-" w
				}
		}' man/accessan.1 | sort -u > "$tmp/opt.man"
else
	: > "$tmp/opt.man"
fi
if [ ! -s "$tmp/opt.help" ]; then
	bad "options: no option found in 'accessan --help'"
fi
while read -r o; do
	if grep -qx -e "$o" "$tmp/opt.man"; then
		ok "options: $o is in --help and accessan.1"
	else
		bad "options: $o is in --help but not in accessan.1 OPTIONS"
	fi
done < "$tmp/opt.help"
while read -r o; do
	if ! grep -qx -e "$o" "$tmp/opt.help"; then
		bad "options: $o is in accessan.1 OPTIONS but not in --help"
	fi
done < "$tmp/opt.man"

# ------------------------------------------------------------ displays

# Grammar rules that the parser states: "/* name -> ..." or " * name ->".
sed -n 's/^[[:space:]]*\(\/\*\|\*\)[[:space:]]*\([a-z][a-z]*\) ->.*/\2/p' \
	src/parse.c 2>/dev/null | sort -u > "$tmp/rules"
# and the second rule of a line like "/* arch -> ... ; bankmode -> ... */"
sed -n 's/.*; \([a-z][a-z]*\) ->.*/\1/p' src/parse.c 2>/dev/null |
	sort -u >> "$tmp/rules"

for p in $pages; do
	[ -f "$p" ] || continue
	w=$tmp/$(basename "$p")
	mkdir -p "$w/blocks" "$w/run/.bin" || exit 2
	ln -s "$root/patterns" "$w/run/patterns"
	printf '#!/bin/sh\nexec "%s" "$@"\n' "$bin" > "$w/run/.bin/accessan"
	chmod +x "$w/run/.bin/accessan"

	# Cut the displays into numbered pieces, in page order:
	#   NNN.file (+ NNN.name), NNN-KK.cmd + NNN-KK.exp, NNN.grammar,
	#   NNN.notrun, NNN.unmarked (its line number), NNN.badesc.
	awk -v dir="$w/blocks" '
		function unescape(s) {
			gsub(/\\&/, "", s)
			gsub(/\\e/, "\\", s)
			return s
		}
		function out(name) { return dir "/" sprintf("%03d", n) name }
		/^\.\\" (file: |example$|grammar$|not-run: )/ {
			marker = $0; markline = NR; next
		}
		/^\.Bd/ && !inbd {
			inbd = 1; n++; k = 0; cmd = ""
			if (marker == "" || markline != NR - 1) {
				kind = "unmarked"
				print NR > out(".unmarked")
			} else if (marker ~ /^\.\\" file: /) {
				kind = "file"
				name = marker; sub(/^\.\\" file: */, "", name)
				print name > out(".name")
				printf "" > out(".file")
			} else if (marker ~ /example$/) {
				kind = "example"
			} else if (marker ~ /grammar$/) {
				kind = "grammar"
				printf "" > out(".grammar")
			} else {
				kind = "notrun"
				print NR > out(".notrun")
			}
			marker = ""
			next
		}
		/^\.Ed/ && inbd { inbd = 0; next }
		inbd {
			line = $0
			rest = line
			gsub(/\\[e&]/, "", rest)
			if (rest ~ /\\/)
				print NR ": " line > out(".badesc")
			line = unescape(line)
			if (kind == "file")
				print line > out(".file")
			else if (kind == "grammar")
				print line > out(".grammar")
			else if (kind == "example") {
				if (line ~ /^\$ /) {
					k++
					f = out(sprintf("-%02d", k))
					print substr(line, 3) > (f ".cmd")
					printf "" > (f ".exp")
				} else if (k > 0)
					print line > (f ".exp")
				else
					print NR ": output before any command" \
					    > out(".badesc")
			}
			next
		}
		{ marker = "" }
	' "$p"

	nblocks=0
	for f in "$w"/blocks/*; do
		[ -e "$f" ] || continue
		b=${f##*/}
		case $b in
		*.unmarked)
			bad "$p: the display at line $(cat "$f") has no" \
			    "'.\\\" example', 'file:', 'grammar' or 'not-run:' marker"
			;;
		*.notrun)
			nblocks=$((nblocks + 1))
			;;
		*.badesc)
			bad "$p: an escape other than \\e or \\& in a display"
			show "$f"
			;;
		*.name)
			;;
		*.file)
			nblocks=$((nblocks + 1))
			name=$(cat "${f%.file}.name")
			case $name in
			*/* | .* | "")
				bad "$p: file name '$name' must be a plain name"
				continue
				;;
			esac
			cp "$f" "$w/run/$name"
			(cd "$w/run" && "$bin" -q "$name") > "$tmp/out" 2>&1
			rc=$?
			if [ $rc -eq 0 ]; then
				ok "$p: file $name runs (exit 0)"
			else
				bad "$p: file $name: accessan -q $name exits $rc"
				show "$tmp/out"
			fi
			;;
		*.grammar)
			nblocks=$((nblocks + 1))
			if [ ! -s "$tmp/rules" ]; then
				printf 'skip - %s: grammar: no rules found in %s\n' \
				    "$p" src/parse.c
				continue
			fi
			missing=$(while read -r r; do
				grep -q "^[[:space:]]*${r}[[:space:]]*::=" "$f" ||
					printf ' %s' "$r"
			done < "$tmp/rules")
			if [ -z "$missing" ]; then
				ok "$p: grammar defines every rule of src/parse.c"
			else
				bad "$p: grammar lacks rules of src/parse.c:$missing"
			fi
			;;
		*.cmd)
			nblocks=$((nblocks + 1))
			cmd=$(cat "$f")
			(cd "$w/run" && PATH="$w/run/.bin:$PATH" sh -c "$cmd") \
				> "$tmp/out" 2>&1
			if diff -u "${f%.cmd}.exp" "$tmp/out" > "$tmp/diff"; then
				ok "$p: \$ $cmd"
			else
				bad "$p: \$ $cmd: output differs (- page, + actual)"
				show "$tmp/diff"
			fi
			;;
		*.exp)
			;;
		esac
	done
	if [ $nblocks -eq 0 ]; then
		bad "$p: no example found"
	fi
done

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
