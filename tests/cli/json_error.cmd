$ACCESSAN --format json tests/cli/json_bad.pat tests/cli/no_such_file.pat tests/cli/tile.pat | grep -v '^    {"line"'; echo "alone:"; $ACCESSAN --format json tests/cli/json_bad.pat 2>/dev/null
