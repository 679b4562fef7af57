#!/bin/sh
# tests/man.sh - keep the manual pages and the README honest: lint the
# pages, compare their options with 'accessan --help', and run every
# example they and the README show.
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
#                         NAME in a scratch directory, and 'accessan
#                         NAME' must exit 0 there (its expectations
#                         hold) and report no race (no line 'races: N
#                         locations ...').
#     .\" file: NAME races  the same for an example that shows a race on
#                         purpose: exit 0 (its 'expect races == N'
#                         holds), races reported.
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
#                         ('NAME ::=') every rule that the parser
#                         (src/parse.c, src/parse_*.c) states in its
#                         comments ('NAME -> ...').
#     .\" not-run: WHY    a display that is none of these.
#
#             Inside displays only two escapes may appear: '\e' for a
#             backslash and '\&' (nothing; it protects a line that starts
#             with '.' or an apostrophe). Displays are compared after
#             undoing them.
#
#   readme    every fenced block of README.md follows a marker comment
#             line, as the pages' displays do:
#
#     <!-- file: NAME -->      a pattern file, checked as '.\" file:' is
#                              ('file: NAME races' too)
#     <!-- run -->             commands: each line that starts with
#                              '$ ' (in a block of commands alone, each
#                              line) is run with sh in the scratch
#                              directory, './accessan' being ACCESSAN,
#                              with patterns/, tests/ and an empty
#                              man/figures/ there; it must exit 0 and
#                              report no race. The lines after a
#                              command are an excerpt of its output, not
#                              compared.
#     <!-- not-run: WHY -->    anything else
#     <!-- ci: NAME -->        a CI example, which tests/ci/run.sh runs
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

# Whether a report reports races ('races: not checked: ...', for a size
# past the check's bound or a 'kernel' pattern, is none).
racy() {
	grep -q '^races: [0-9]' "$1"
}

# A pattern file of a page or the README, NAME in DIR: 'accessan NAME'
# exits 0 (its expectations hold) and reports no race, or with RACES
# "races", reports the races it shows on purpose.
check_file() {
	(cd "$2" && "$bin" "$3") > "$tmp/out" 2>&1
	rc=$?
	if [ $rc -ne 0 ]; then
		bad "$1: file $3: accessan $3 exits $rc"
		show "$tmp/out"
	elif [ -z "$4" ] && racy "$tmp/out"; then
		bad "$1: file $3: races reported (mark the example 'file: $3" \
		    "races' if it shows them on purpose)"
		sed -n '/^races:/,/^$/s/^/    /p' "$tmp/out" | sed 12q
	elif [ -n "$4" ] && ! grep -q '^races: [0-9]' "$tmp/out"; then
		bad "$1: file $3: marked as showing races, and reports none"
	else
		ok "$1: file $3 runs (exit 0, ${4:-no races})"
	fi
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

# Grammar rules that the parser's files state: "/* name -> ..." or
# " * name ->".
parser_src="src/parse.c src/parse_*.c"
sed -n 's/^[[:space:]]*\(\/\*\|\*\)[[:space:]]*\([a-z][a-z]*\) ->.*/\2/p' \
	$parser_src 2>/dev/null | sort -u > "$tmp/rules"
# and the second rule of a line like "/* arch -> ... ; bankmode -> ... */"
sed -n 's/.*; \([a-z][a-z]*\) ->.*/\1/p' $parser_src 2>/dev/null |
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
				races = name ~ / races$/
				sub(/ races$/, "", name)
				print name > out(".name")
				print (races ? "races" : "") > out(".races")
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
		*.name | *.races)
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
			check_file "$p" "$w/run" "$name" "$(cat "${f%.file}.races")"
			;;
		*.grammar)
			nblocks=$((nblocks + 1))
			if [ ! -s "$tmp/rules" ]; then
				printf 'skip - %s: grammar: no rules found in %s\n' \
				    "$p" "$parser_src"
				continue
			fi
			missing=$(while read -r r; do
				grep -q "^[[:space:]]*${r}[[:space:]]*::=" "$f" ||
					printf ' %s' "$r"
			done < "$tmp/rules")
			if [ -z "$missing" ]; then
				ok "$p: grammar defines every rule of the parser"
			else
				bad "$p: grammar lacks rules of the parser:$missing"
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

# -------------------------------------------------------------- README

readme=README.md
if [ -f "$readme" ]; then
	w=$tmp/readme
	mkdir -p "$w/blocks" "$w/run/man/figures" || exit 2
	ln -s "$root/patterns" "$w/run/patterns"
	ln -s "$root/tests" "$w/run/tests"
	ln -s "$bin" "$w/run/accessan"
	# NNN.file + NNN.name + NNN.races, NNN.run (commands), NNN.notrun,
	# NNN.unmarked (its line number)
	awk -v dir="$w/blocks" '
		function out(name) { return dir "/" sprintf("%03d", n) name }
		/^<!-- (file: |run -->|not-run: |ci: )/ { marker = $0; markline = NR; next }
		/^```/ && !infence {
			infence = 1; n++
			shell = $0 ~ /^```sh/
			if (marker == "" || markline != NR - 1) {
				kind = "unmarked"
				print NR > out(".unmarked")
			} else if (marker ~ /^<!-- file: /) {
				kind = "file"
				name = marker
				sub(/^<!-- file: */, "", name)
				sub(/ *-->.*/, "", name)
				races = name ~ / races$/
				sub(/ races$/, "", name)
				print name > out(".name")
				print (races ? "races" : "") > out(".races")
				printf "" > out(".file")
			} else if (marker ~ /^<!-- run -->/) {
				kind = "run"
				printf "" > out(".run")
			} else {
				kind = "notrun"
				print NR > out(".notrun")
			}
			marker = ""
			next
		}
		/^```/ && infence { infence = 0; next }
		infence && kind == "file" { print > out(".file"); next }
		infence && kind == "run" {
			if ($0 ~ /^\$ /)
				print substr($0, 3) > out(".run")
			else if (shell && $0 != "")
				print > out(".run")
			next
		}
		infence { next }
		{ marker = "" }
	' "$readme"
	for f in "$w"/blocks/*; do
		[ -e "$f" ] || continue
		b=${f##*/}
		case $b in
		*.unmarked)
			bad "$readme: the block at line $(cat "$f") has no" \
			    "'<!-- file: NAME -->', '<!-- run -->' or" \
			    "'<!-- not-run: WHY -->' marker"
			;;
		*.file)
			name=$(cat "${f%.file}.name")
			case $name in
			*/* | .* | "")
				bad "$readme: file name '$name' must be a plain name"
				continue
				;;
			esac
			cp "$f" "$w/run/$name"
			check_file "$readme" "$w/run" "$name" \
			    "$(cat "${f%.file}.races")"
			;;
		*.run)
			while IFS= read -r cmd; do
				(cd "$w/run" && sh -c "$cmd") > "$tmp/out" 2>&1
				rc=$?
				if [ $rc -ne 0 ]; then
					bad "$readme: \$ $cmd: exits $rc"
					show "$tmp/out"
				elif racy "$tmp/out"; then
					bad "$readme: \$ $cmd: races reported"
					sed -n '/^races:/,/^$/s/^/    /p' "$tmp/out" | sed 12q
				else
					ok "$readme: \$ $cmd (exit 0, no races)"
				fi
			done < "$f"
			;;
		esac
	done
else
	bad "$readme: missing"
fi

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
