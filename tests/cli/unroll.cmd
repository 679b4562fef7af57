$ACCESSAN --format json tests/cli/unroll.pat | grep -o "\"rounds\": [0-9.]*\|\"inflight_bytes\": [0-9.]*"
