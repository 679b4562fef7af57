ACCESSAN_GPU_LIB=/nonexistent/libaccessan-gpu.so $ACCESSAN sweep -q --gpu -D stride=1..4 --csv /dev/null patterns/stride.pat
