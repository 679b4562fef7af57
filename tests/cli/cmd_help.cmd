for c in validate calibrate transfer suggest sweep; do out=$($ACCESSAN $c --help); rc=$?; echo "$c --help: exit $rc, $(echo "$out" | grep -c "^ *-") option lines, $(echo "$out" | head -1)"; done
