$ACCESSAN --format json tests/cli/races.pat | sed -n '/"races"/,$p'
