(sleep 10 & echo $!) | { read pid; timeout -k 3 -s INT --preserve-status 3 $ACCESSAN -; echo "exit $?"; kill $pid; }
