$ACCESSAN tests/cli/inc_stmts.pat | grep "line"; $ACCESSAN --format json tests/cli/inc_stmts.pat | grep -o "\"file\": \"[^\"]*\"" | sort | uniq -c; $ACCESSAN -q -D BAD=8 tests/cli/inc_stmts.pat
