$ACCESSAN sweep -D N=64..128:64 patterns/matmul_tiled_cu.pat
