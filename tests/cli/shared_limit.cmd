$ACCESSAN tests/cli/shared_limit.pat; $ACCESSAN --profile tests/cli/shared_limit_sm.prof tests/cli/shared_limit_sm.pat
