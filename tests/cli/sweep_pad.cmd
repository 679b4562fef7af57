$ACCESSAN sweep -D pad=0..4 --csv - patterns/tile_pad.pat
