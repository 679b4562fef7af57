$ACCESSAN -q tests/cli/atomic_fields.pat
