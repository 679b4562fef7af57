$ACCESSAN tests/cli/kernel_in_header.pat; $ACCESSAN -D n=96 tests/cli/kernel_in_header.pat | grep "write a"
