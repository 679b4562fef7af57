$ACCESSAN tests/cli/suggest_vector.pat | grep -A1 "try:"; $ACCESSAN --exhaustive tests/cli/suggest_vector.pat | grep -c "try:"
