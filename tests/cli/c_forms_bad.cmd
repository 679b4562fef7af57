$ACCESSAN -q tests/cli/c_forms_bad.pat
