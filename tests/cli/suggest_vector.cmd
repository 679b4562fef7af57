$ACCESSAN suggest tests/cli/suggest_vector.pat
