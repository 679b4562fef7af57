for t in 1 4; do $ACCESSAN --format json --exhaustive --threads $t tests/cli/worst_late.pat | grep -o '"detail_warp": [0-9]*, "detail_reason": "[a-z]*"'; done
