$ACCESSAN --format svg patterns/stride2.pat
