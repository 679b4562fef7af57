#!/usr/bin/env python3
"""defstyle.py - src/STYLE's definitions held in every wing: a function
is defined with its return type on a line of its own and its name at the
start of the next. A file-scope line that holds both a type and a
function's name followed, after its parameters, by a line '{' fails.

usage: python3 tests/tools/defstyle.py FILE...   ("N passed, N failed")"""
import re
import sys

ONE_LINE = re.compile(r"^(?!typedef\b|return\b|else\b|struct\s+\w+\s*\{|"
                      r"enum\b|union\b|#)[A-Za-z_][\w \t\*]*[ \t\*]"
                      r"[A-Za-z_]\w*\(")
passed = failed = 0
for path in sys.argv[1:]:
    lines = open(path, encoding="utf-8", errors="replace").read().split("\n")
    bad = []
    for i, l in enumerate(lines):
        if not ONE_LINE.match(l) or "__attribute__" in l:
            continue
        for j in range(i, min(i + 12, len(lines) - 1)):
            if lines[j].rstrip().endswith(";") or "{" in lines[j] or \
               lines[j].rstrip().endswith(")") and lines[j + 1] != "{":
                break
            if lines[j].rstrip().endswith(")") and lines[j + 1] == "{":
                bad.append(i + 1)
                break
    if bad:
        failed += 1
        print("FAIL - %s:%s: a function defined on one line (src/STYLE: "
              "the type on a line of its own)" % (path, ",".join(map(str, bad[:5]))))
    else:
        passed += 1
print("definition style: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
