d=$(mktemp -d) && printf 'grid 1\nblock 32\nread\n' > "$d/$(printf 'v\033[31m.pat')" && (cd "$d" && $ACCESSAN validate --dry-run -- * 2>&1 | cat -v); rm -rf "$d"
