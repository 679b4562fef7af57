$ACCESSAN --emit-cuda tests/cli/unroll.pat | grep -A1 "#pragma unroll"
