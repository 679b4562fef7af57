$ACCESSAN sweep -D stride=1..4 patterns/stride.pat >/dev/full
