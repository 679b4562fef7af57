#!/usr/bin/env python3
# validate.py - are SARIF logs valid against the SARIF 2.1.0 schema?
# Usage: validate.py SCHEMA LOG... Prints one line per log, "ok - LOG" or
# "FAIL - LOG: why"; exit status 1 if any failed, 2 on a usage error, 77
# (the Automake convention for a skipped test) where the jsonschema
# module (Debian: python3-jsonschema) is not installed.
import json
import sys

try:
    import jsonschema
except ImportError:
    sys.exit(77)


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: validate.py SCHEMA LOG...")
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    # the schema says draft-04 ("$schema"); the validator of that draft
    validator = jsonschema.Draft4Validator(schema)
    bad = 0
    for path in sys.argv[2:]:
        try:
            with open(path, encoding="utf-8") as f:
                log = json.load(f)
        except (OSError, ValueError) as e:
            print("FAIL - %s: not JSON: %s" % (path, e))
            bad += 1
            continue
        errors = sorted(validator.iter_errors(log), key=lambda e: e.path)
        if errors:
            e = errors[0]
            print("FAIL - %s: %s at %s (%d errors)" %
                  (path, e.message, "/".join(str(p) for p in e.path),
                   len(errors)))
            bad += 1
        else:
            print("ok - %s" % path)
    sys.exit(1 if bad else 0)


main()
