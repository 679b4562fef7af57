ACCESSAN_GPU_LIB=/nonexistent/libaccessan-gpu.so $ACCESSAN transfer --gpu
