$ACCESSAN --arch sm_35 --bank-mode 8 tests/cli/tile.pat
