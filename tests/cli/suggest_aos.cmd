$ACCESSAN suggest patterns/aos_soa.pat
