$ACCESSAN sweep --format json -D stride=1..2 patterns/stride.pat; $ACCESSAN sweep --format svg -D stride=1..2 patterns/stride.pat
