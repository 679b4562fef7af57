$ACCESSAN sweep -q -D stride=1..8 --svg - patterns/stride.pat
