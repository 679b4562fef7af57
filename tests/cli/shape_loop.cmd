$ACCESSAN --arch h200 -v tests/cli/shape_loop.pat 2>&1 | grep -E "^  (lsu|l1) "
