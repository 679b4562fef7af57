$ACCESSAN tests/cli/atomics.pat | grep -v "^    lanes\|^    bank \|^      "
