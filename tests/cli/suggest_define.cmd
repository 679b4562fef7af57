$ACCESSAN suggest --top 1 -D pad=2 patterns/tile_pad.pat
