$ACCESSAN --profile /dev/zero tests/cli/tile.pat
