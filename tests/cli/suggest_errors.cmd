$ACCESSAN suggest tests/cli/no_such_file.pat; echo "status $?"; $ACCESSAN suggest tests/cli/oob.pat; echo "status $?"; $ACCESSAN suggest - < patterns/smem_tile32.pat | head -3
