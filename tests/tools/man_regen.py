#!/usr/bin/env python3
"""man_regen.py - rewrite the outputs shown in the man pages' examples.

usage: python3 tests/tools/man_regen.py ACCESSAN PAGE...

The pages mark their displays as tests/man.sh describes. This runs every
'$ COMMAND' of each '.\\" example' display the way man.sh does (in a scratch
directory holding the page's earlier '.\\" file:' displays and a 'patterns'
link, with 'accessan' on PATH and NO_COLOR=1) and writes its actual output
under the command, escaped for mdoc. Run it after a deliberate change to the
report (make regen does), then read the diff before committing.
"""
import os
import shutil
import subprocess
import sys
import tempfile


def unescape(s):
    return s.replace("\\&", "").replace("\\e", "\\")


def escape(s):
    s = s.replace("\\", "\\e")
    if s.startswith(".") or s.startswith("'"):
        s = "\\&" + s
    return s


def regen(binary, page, root):
    with open(page, encoding="utf-8") as f:
        lines = f.read().split("\n")
    work = tempfile.mkdtemp(prefix="accessan-regen.")
    run = os.path.join(work, "run")
    bindir = os.path.join(run, ".bin")
    os.makedirs(bindir)
    os.symlink(os.path.join(root, "patterns"), os.path.join(run, "patterns"))
    with open(os.path.join(bindir, "accessan"), "w") as f:
        f.write('#!/bin/sh\nexec "%s" "$@"\n' % binary)
    os.chmod(os.path.join(bindir, "accessan"), 0o755)
    env = dict(os.environ, NO_COLOR="1",
               PATH=bindir + os.pathsep + os.environ.get("PATH", ""))
    out, i, marker = [], 0, None
    while i < len(lines):
        line = lines[i]
        if line.startswith('.\\" file: ') or line == '.\\" example':
            marker = line
            out.append(line)
            i += 1
            continue
        if line.startswith(".Bd") and marker is not None:
            out.append(line)
            i += 1
            body = []
            while i < len(lines) and not lines[i].startswith(".Ed"):
                body.append(lines[i])
                i += 1
            if marker.startswith('.\\" file: '):
                name = marker[len('.\\" file: '):].strip()
                with open(os.path.join(run, name), "w") as f:
                    f.write("\n".join(unescape(b) for b in body) + "\n")
                out.extend(body)
            else:
                for b in body:
                    if not b.startswith("$ "):
                        continue
                    out.append(b)
                    cmd = unescape(b)[2:]
                    res = subprocess.run(["sh", "-c", cmd], cwd=run, env=env,
                                         stdout=subprocess.PIPE,
                                         stderr=subprocess.STDOUT)
                    text = res.stdout.decode("utf-8", "replace")
                    if text.endswith("\n"):
                        text = text[:-1]
                    if text:
                        out.extend(escape(t) for t in text.split("\n"))
            marker = None
            continue
        marker = None
        out.append(line)
        i += 1
    shutil.rmtree(work)
    with open(page, "w", encoding="utf-8") as f:
        f.write("\n".join(out))


def main():
    if len(sys.argv) < 3:
        sys.stderr.write(__doc__)
        return 2
    binary = os.path.abspath(sys.argv[1])
    root = os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__))))
    for page in sys.argv[2:]:
        regen(binary, page, root)
        print("regenerated", page)
    return 0


if __name__ == "__main__":
    sys.exit(main())
