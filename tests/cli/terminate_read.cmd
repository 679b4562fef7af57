(sleep 10 & echo $!) | { read pid; timeout -k 3 -s TERM --preserve-status 3 $ACCESSAN sweep -D stride=1..2 -; echo "exit $?"; kill $pid; }
