ACCESSAN_GPU_LIB=/nonexistent/libaccessan-gpu.so $ACCESSAN -q --gpu tests/cli/tile.pat
