d=$(mktemp -d) && $ACCESSAN sweep -D stride=1..2 --csv "$d/out" --svg "$d/../$(basename "$d")/out" patterns/stride.pat; rc=$?; ls "$d"; rm -rf "$d"; exit $rc
