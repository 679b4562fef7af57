#!/usr/bin/env python3
# extract.py - the CI examples of the README and the manual, for
# tests/ci/run.sh. Usage:
#   extract.py README.md NAME DIR   the commands of the README's block
#                                   after '<!-- ci: NAME -->', one file
#                                   each, DIR/1, DIR/2, ...: a YAML block's
#                                   'run:' values or 'script:' items (but
#                                   apt-get, which needs root and a
#                                   network), a sh block whole
#   extract.py README.md NAME DIR accessan.1
#                                   the same, after checking that the
#                                   manual's display after '.\" not-run:
#                                   ci: NAME' is the README's block
# Exit status 1, with a message, where a block is missing or differs.
import os
import re
import sys


def readme_block(path, name):
    lines = open(path, encoding="utf-8").read().split("\n")
    for i, line in enumerate(lines):
        if line.strip() == "<!-- ci: %s -->" % name:
            if not lines[i + 1].startswith("```"):
                sys.exit("%s: no code block after the ci: %s marker" %
                         (path, name))
            kind = lines[i + 1][3:].strip()
            end = lines.index("```", i + 2)
            return kind, lines[i + 2:end]
    sys.exit("%s: no '<!-- ci: %s -->' marker" % (path, name))


def man_block(path, name):
    lines = open(path, encoding="utf-8").read().split("\n")
    for i, line in enumerate(lines):
        if line.startswith('.\\" not-run: ci: %s' % name):
            if not lines[i + 1].startswith(".Bd"):
                sys.exit("%s: no display after the ci: %s marker" %
                         (path, name))
            end = lines.index(".Ed", i + 2)
            return [l.replace("\\&", "").replace("\\e", "\\")
                    for l in lines[i + 2:end]]
    sys.exit("%s: no '.\\\" not-run: ci: %s' marker" % (path, name))


def commands(kind, block):
    if kind != "yaml":
        return ["\n".join(block) + "\n"]
    out = []
    script = None
    for line in block:
        indent = len(line) - len(line.lstrip())
        m = re.match(r"^\s*(?:- )?run: (.*)$", line)
        if m:
            out.append(m.group(1))
            continue
        if re.match(r"^\s*script:\s*$", line):
            script = indent
            continue
        if script is not None:
            m = re.match(r"^\s*- (.*)$", line)
            if m and indent > script:
                out.append(m.group(1))
            else:
                script = None
    return [c + "\n" for c in out if not c.startswith("apt-get ")]


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit("usage: extract.py README NAME DIR [MANPAGE]")
    kind, block = readme_block(sys.argv[1], sys.argv[2])
    if len(sys.argv) == 5 and man_block(sys.argv[4], sys.argv[2]) != block:
        sys.exit("%s: the ci: %s display is not the README's block" %
                 (sys.argv[4], sys.argv[2]))
    cmds = commands(kind, block)
    if not cmds:
        sys.exit("%s: the ci: %s block has no command" %
                 (sys.argv[1], sys.argv[2]))
    for n, c in enumerate(cmds, 1):
        with open(os.path.join(sys.argv[3], str(n)), "w",
                  encoding="utf-8") as f:
            f.write(c)


main()
