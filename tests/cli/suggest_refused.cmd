$ACCESSAN suggest tests/cli/suggest_refused.pat
