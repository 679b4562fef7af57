$ACCESSAN --format svg -w 1 patterns/broadcast.pat
