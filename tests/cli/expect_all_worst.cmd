$ACCESSAN --color never tests/cli/expect_all_worst.pat | sed -n '/^expectations/,/^$/p'; $ACCESSAN -f json tests/cli/expect_all_worst.pat 2>/dev/null | grep '"worst"'
