$ACCESSAN sweep -D off=0..32:8 -a sm_70 patterns/offset.pat
