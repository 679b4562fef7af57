$ACCESSAN --profile tests/cli/profile_tiny.prof tests/cli/tile.pat; sed "s/^grid 1$/grid 1000/" tests/cli/tile.pat | $ACCESSAN --profile tests/cli/profile_slow.prof - | grep "^time"
