#!/bin/sh
# tests/html.sh - open the HTML report in headless Chromium and check that
# its script ran and drew; check the SVG report and plot with xmllint.
#
# usage: sh tests/html.sh ACCESSAN
#
# For each case, 'ACCESSAN --format html FILE' is written to a scratch
# directory and loaded with 'chromium --headless --dump-dom', with a view
# in the address (#warp=N&PARAM=V). The page marks <body> with
# data-drawn="N" (pictures drawn) and data-view="..." when its script has
# run, and with data-error="..." on a script error. A case passes when N is
# at least the number given, the view is the one asked for, and there is
# no error. A control case breaks the script on purpose and must be caught.
# Without Chromium (Debian: chromium) these checks are skipped, with the
# reason. The SVG checks ('xmllint --noout', Debian: libxml2-utils) run
# where xmllint is installed.
#
# The last line is "N passed, N failed"; the exit status is 1 if a check
# failed, 2 on a usage error.

if [ $# -ne 1 ]; then
	echo "usage: sh tests/html.sh ACCESSAN" >&2
	exit 2
fi
case $1 in
/*) bin=$1 ;;
*) bin=$(pwd)/$1 ;;
esac
root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
cd "$root" || exit 2
tmp=$(mktemp -d "${TMPDIR:-/tmp}/accessan-html.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' HUP INT TERM
pass=0
fail=0

ok() {
	pass=$((pass + 1))
	printf 'ok - %s\n' "$*"
}

bad() {
	fail=$((fail + 1))
	printf 'FAIL - %s\n' "$*"
}

# ----------------------------------------------------------------- SVG

if command -v xmllint >/dev/null 2>&1; then
	for f in patterns/stride2.pat patterns/smem_tile_double.pat \
	    patterns/broadcast.pat patterns/smem_broadcast.pat \
	    patterns/smem_tile_float4.pat; do
		"$bin" --format svg "$f" > "$tmp/out.svg" 2> "$tmp/err"
		if [ -s "$tmp/out.svg" ] &&
		    xmllint --noout "$tmp/out.svg" 2> "$tmp/err"; then
			ok "svg: $f is well formed"
		else
			bad "svg: $f"
			sed -n '1,10s/^/    /p' "$tmp/err"
		fi
	done
	"$bin" sweep -q -D stride=1..32 --svg "$tmp/sweep.svg" \
	    patterns/stride.pat > "$tmp/err" 2>&1
	if xmllint --noout "$tmp/sweep.svg" 2>> "$tmp/err"; then
		ok "svg: the sweep plot is well formed"
	else
		bad "svg: the sweep plot"
		sed -n '1,10s/^/    /p' "$tmp/err"
	fi
else
	echo "skip - svg: xmllint is not installed (Debian: libxml2-utils)"
fi

# The README's pictures are accessan's output: they must be current.
while read -r pic cmd; do
	sh -c "\"$bin\" $cmd" > "$tmp/pic.svg" 2> "$tmp/err"
	if [ "${REGEN:-}" = 1 ]; then
		cp "$tmp/pic.svg" "$pic"
		ok "svg: $pic regenerated"
	elif cmp -s "$tmp/pic.svg" "$pic"; then
		ok "svg: $pic is current"
	else
		bad "svg: $pic is stale: run ./accessan $cmd > $pic"
	fi
done <<'PICTURES'
man/figures/stride2.svg --format svg patterns/stride2.pat
man/figures/stride_sweep.svg sweep -q -D stride=1..32 --svg - patterns/stride.pat
man/figures/offset_sweep.svg sweep -q -D off=0..32 --svg - patterns/offset.pat
man/figures/tile_pad_sweep.svg sweep -q -D pad=0..4 --svg - patterns/tile_pad.pat
PICTURES

# ---------------------------------------------------------------- HTML

chrome=
for c in chromium chromium-browser google-chrome; do
	if command -v "$c" >/dev/null 2>&1; then
		chrome=$c
		break
	fi
done

# load PAGE [VIEW]: the <body> tag after the script ran, into $tmp/body
load() {
	# --dump-dom prints the DOM once the page has loaded
	timeout 60 "$chrome" --headless --no-sandbox --disable-gpu \
	    --disable-quic --no-first-run --disable-background-networking \
	    --disable-component-update --disable-sync \
	    --user-data-dir="$tmp/profile" --dump-dom "file://$1$2" \
	    2> "$tmp/chrome.err" | grep -o '<body[^>]*>' > "$tmp/body"
}

# page NAME FILE VIEW MIN-DRAWN EXPECTED-VIEW [ACCESSAN-ARGS...]
page() {
	name=$1 file=$2 view=$3 min=$4 want=$5
	shift 5
	if ! "$bin" --format html "$@" "$file" > "$tmp/$name.html" \
	    2> "$tmp/err"; then
		bad "html: $name: accessan exits $?"
		sed -n '1,10s/^/    /p' "$tmp/err"
		return
	fi
	check "$name" "$tmp/$name.html" "$view" "$min" "$want"
}

check() {
	name=$1 html=$2 view=$3 min=$4 want=$5
	load "$html" "$view"
	drawn=$(sed -n 's/.*data-drawn="\([0-9]*\)".*/\1/p' "$tmp/body")
	got=$(sed -n 's/.*data-view="\([^"]*\)".*/\1/p' "$tmp/body")
	if grep -q 'data-error' "$tmp/body"; then
		bad "html: $name: script error: $(cat "$tmp/body")"
	elif [ -z "$drawn" ]; then
		bad "html: $name: the script did not run ($(cat "$tmp/body"))"
		sed -n '1,5s/^/    /p' "$tmp/chrome.err"
	elif [ "$drawn" -lt "$min" ]; then
		bad "html: $name: $drawn pictures drawn, $min expected"
	elif [ -n "$want" ] && [ "$got" != "$want" ]; then
		bad "html: $name: view '$got', '$want' expected"
	else
		ok "html: $name draws $drawn pictures${want:+ ($want)}"
	fi
}

# clipped SVG: every <text> of the SVG report within the document's width,
# measured by Chromium's own layout (getBBox) in a page around it
clipped() {
	name=$1
	shift
	if ! "$bin" --format svg "$@" > "$tmp/$name.svg" 2> "$tmp/err"; then
		bad "svg: $name: accessan exits $?"
		sed -n '1,10s/^/    /p' "$tmp/err"
		return
	fi
	{
		echo '<!DOCTYPE html><html><body>'
		sed '1{/^<?xml/d}' "$tmp/$name.svg"
		cat <<'JS'
<script>
var svg = document.querySelector('svg'), w = svg.viewBox.baseVal.width;
var n = 0, first = '';
for (const t of svg.querySelectorAll('text')) {
	const b = t.getBBox();
	if (b.width > 0 && (b.x < -0.5 || b.x + b.width > w + 0.5)) {
		n++;
		if (first === '')
			first = t.textContent.replace(/["<>&]/g, ' ');
	}
}
document.body.setAttribute('data-clipped', n);
document.body.setAttribute('data-first', first);
</script></body></html>
JS
	} > "$tmp/$name.clip.html"
	load "$tmp/$name.clip.html" ""
	n=$(sed -n 's/.*data-clipped="\([0-9]*\)".*/\1/p' "$tmp/body")
	if [ -z "$n" ]; then
		bad "svg: $name: the measuring script did not run"
	elif [ "$n" -ne 0 ]; then
		bad "svg: $name: $n texts pass the picture's edge, the first:" \
		    "$(sed -n 's/.*data-first="\([^"]*\)".*/\1/p' "$tmp/body")"
	else
		ok "svg: $name: no text passes the picture's edge"
	fi
}

if [ -z "$chrome" ]; then
	echo "skip - html: Chromium is not installed (Debian: chromium)"
else
	# a kernel's accesses, titled with their source lines (NVRTC); the
	# addresses of 16 narrow sectors
	clipped matvec_cu patterns/matvec_notes_cu.pat
	clipped sgemm patterns/sgemm_float4.pat
	clipped long tests/cli/svg_long.pat
	page stride patterns/stride.pat "" 2 "warp 0"
	page stride_view patterns/stride.pat "#warp=5&stride=16" 2 \
	    "stride=16 warp 5"
	page range patterns/offset.pat "#off=31" 2 "off=31 warp 0" \
	    -D off=0..32
	page phases patterns/smem_tile_double.pat "#warp=31" 4 "warp 31"
	page constant patterns/broadcast.pat "" 1 ""
	page pad patterns/smem_pad5.pat "" 3 ""
	# the control: a page whose script fails must fail the check
	if [ -f "$tmp/stride.html" ]; then
		sed 's/^setup();$/setup(;/' "$tmp/stride.html" > "$tmp/broken.html"
		before=$fail
		check broken "$tmp/broken.html" "" 1 "" > "$tmp/control"
		if [ "$fail" -gt "$before" ]; then
			fail=$before
			ok "html: a page with a broken script is caught"
		else
			bad "html: a page with a broken script passed the check"
		fi
		sed 's/^setup();$/DATA.points = []; setup();/' "$tmp/stride.html" \
		    > "$tmp/throws.html"
		before=$fail
		check throws "$tmp/throws.html" "" 1 "" > "$tmp/control"
		if [ "$fail" -gt "$before" ] && grep -q 'script error' "$tmp/control"
		then
			fail=$before
			ok "html: a script that throws is caught"
		else
			bad "html: a script that throws passed the check"
		fi
	fi
fi

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
