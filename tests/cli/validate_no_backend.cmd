ACCESSAN_GPU_LIB=/nonexistent/libaccessan-gpu.so $ACCESSAN validate tests/cli/tile.pat
