ACCESSAN_GPU_LIB=/nonexistent/libaccessan-gpu.so $ACCESSAN sweep -q --gpu -D M=64..128:64 patterns/matvec_notes_cu.pat
