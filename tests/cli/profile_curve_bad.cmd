for k in 1 2 3 4 5 6 7; do $ACCESSAN --profile tests/cli/profile_curve_bad$k.prof tests/cli/tile.pat; echo $?; done
