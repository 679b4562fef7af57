#!/usr/bin/env python3
"""funclen.py - src/STYLE's rule on long functions: a function of more
than 100 lines (between its braces) is split, or the comment above it
says why, in a sentence that begins "Longer than 100 lines:".

usage: python3 tests/tools/funclen.py [FILE...]   (default: every C file
of sim/, src/, src/web/, gpu/host/ and gpu/lib/); prints each breach and
"N passed, N failed" last, and exits 1 on a breach.

It reads definitions as src/STYLE writes them: the name at the start of
a line, the opening brace alone on the next, the closing brace alone in
the first column.
"""
import glob
import os
import re
import sys

LIMIT = 100
NAME = re.compile(r'^[A-Za-z_]\w*\(')
WHY = re.compile(r'Longer than 100 lines:')


def reason(lines, at):
    """The comment just above the definition whose name is at lines[at]
    (the return type's line comes first), as one string."""
    k = at - 1                   # the return type
    out = []
    while k - 1 >= 0 and lines[k - 1].strip() not in ('', '}') and \
            not lines[k - 1].startswith('}'):
        k -= 1
        out.append(lines[k])
    text = ' '.join(l.strip().lstrip('/*').rstrip('*/') for l in reversed(out))
    return ' '.join(text.split())


def check(path):
    bad = []
    n = 0
    with open(path, encoding='utf-8', errors='replace') as f:
        lines = f.read().split('\n')
    for i, line in enumerate(lines):
        if line != '{' or i == 0 or not NAME.match(lines[i - 1]):
            continue
        j = i + 1
        while j < len(lines) and lines[j] != '}':
            j += 1
        n += 1
        length = j - i - 1
        if length <= LIMIT:
            continue
        name = lines[i - 1].split('(')[0]
        m = WHY.search(reason(lines, i - 1))
        if m is None:
            bad.append('%s:%d: %s is %d lines long: split it, or say why '
                       'above it ("Longer than 100 lines: ...")'
                       % (path, i, name, length))
    return n, bad


def main(argv):
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')
    os.chdir(root)
    files = argv[1:] or sorted(
        glob.glob('sim/*.c') + glob.glob('src/*.c') + glob.glob('src/*/*.c') +
        glob.glob('gpu/host/*.c') + glob.glob('gpu/lib/*.c'))
    passed = failed = 0
    for path in files:
        n, bad = check(path)
        for b in bad:
            print('FAIL - ' + b)
        failed += len(bad)
        passed += n - len(bad)
    print('funclen: %d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
