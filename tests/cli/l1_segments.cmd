$ACCESSAN sweep -D lg=0..5 patterns/l1_segments.pat; $ACCESSAN sweep -D lg=0..5 -a sm_90 patterns/l1_segments.pat; $ACCESSAN -a sm_90 patterns/l1_segments.pat | tail -8
