$ACCESSAN suggest tests/cli/suggest_continued.pat
