$ACCESSAN tests/cli/ldg.pat | grep -v "^    lanes\|^      \|^    sector\|^     "
