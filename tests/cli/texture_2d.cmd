$ACCESSAN --color never patterns/texture_2d.pat
