$ACCESSAN tests/cli/kernel_overload_named.pat | grep "write a at"
