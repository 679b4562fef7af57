$ACCESSAN --format svg patterns/smem_tile16.pat
