$ACCESSAN --profile tests/cli/profile.prof -v tests/cli/registers.pat
