$ACCESSAN suggest --format json tests/cli/stage_refused.pat | grep -o '"array": "[a-z_]*"\|"stage_not_offered": "[^"]*"'
