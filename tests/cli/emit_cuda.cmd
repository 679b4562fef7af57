$ACCESSAN --emit-cuda tests/cli/tile.pat
