#!/usr/bin/env python3
"""The kernel pattern and the pattern --emit-pattern lifts from it give
the same figures: each access's requests, lanes, sectors, useful bytes,
wavefronts, bank conflicts and instructions of no lane active (an
unrolled loop's copies, NAME__n, summed into NAME; a declared load's
NAME_read is NAME), the race count, and the predicted time and its
bound.

usage: lift_twins.py [--survey] ACCESSAN OUTDIR PATTERN [-D N=V ...] ...
(--survey: a kernel that is not lifted is listed, not a failure)"""
import json
import os
import re
import subprocess
import sys

FIELDS = ("requests", "lanes", "sectors", "useful_bytes", "wavefronts",
          "bank_conflicts", "distinct", "inactive_instructions")


def figures(doc, known=()):
    out = {}
    for a in doc["accesses"]:
        name = a["name"]
        # a declaration of a loaded value, 'int v = idx[i] as NAME',
        # names its read NAME_read
        if name.endswith("_read") and name not in known and \
                re.sub(r"__\d+$", "", name[:-5]) in known:
            name = name[:-5]
        name = re.sub(r"__\d+$", "", name)
        name = re.sub(r"_atomic$", "", name) if a["kind"] == "atomic" \
            else name
        f = out.setdefault(name, dict.fromkeys(FIELDS, 0))
        for k in FIELDS:
            if k in a:
                f[k] += a[k]
    return out


def run(cmd, refused=None):
    p = subprocess.run(cmd, capture_output=True, text=True)
    if refused is not None and p.returncode == 2:
        refused.append(p.stderr.strip())
        return None
    if p.returncode not in (0, 1):
        sys.exit("FAIL: %s: exit %d\n%s" % (" ".join(cmd), p.returncode,
                                             p.stderr))
    return p.stdout


def main():
    global ALLOW_REFUSED
    args = sys.argv[1:]
    ALLOW_REFUSED = args[0] == "--survey"
    if ALLOW_REFUSED:
        args = args[1:]
    exe, outdir, args = args[0], args[1], args[2:]
    cases, cur = [], None
    for a in args:
        if a.endswith(".pat"):
            cur = [a]
            cases.append(cur)
        else:
            cur.append(a)
    bad = 0
    for case in cases:
        pat, defs = case[0], case[1:]
        lifted = os.path.join(outdir, os.path.basename(pat))
        refused = []
        text = run([exe, "--emit-pattern"] + defs + [pat], refused)
        if text is None:
            print("refused: %s: %s" % (pat, refused[0]))
            if not ALLOW_REFUSED:
                bad += 1
            continue
        with open(lifted, "w") as f:
            f.write(text)
        text = run([exe, "-f", "json"] + defs + [pat],
                   refused if ALLOW_REFUSED else None)
        if text is None:
            print("refused: %s: %s" % (pat, refused[0]))
            continue
        k = json.loads(text)
        text = run([exe, "-f", "json", lifted],
                   refused if ALLOW_REFUSED else None)
        if text is None:
            print("lifted, not run: %s: %s" % (pat, refused[0]))
            continue
        l = json.loads(text)
        fk = figures(k)
        fl = figures(l, fk)
        why = []
        if fk != fl:
            for n in sorted(set(fk) | set(fl)):
                if fk.get(n) != fl.get(n):
                    why.append("%s: kernel %s, lifted %s"
                               % (n, fk.get(n), fl.get(n)))
        kt, lt = k.get("time", {}), l.get("time", {})
        if (kt.get("seconds"), kt.get("bound")) != \
                (lt.get("seconds"), lt.get("bound")):
            why.append("time: kernel %s s (%s), lifted %s s (%s)"
                       % (kt.get("seconds"), kt.get("bound"),
                          lt.get("seconds"), lt.get("bound")))
        # (None: a race check that did not run, as past its bound)
        if None not in (k.get("races"), l.get("races")) and \
                k.get("races") != l.get("races"):
            why.append("races: kernel %s, lifted %s"
                       % (k.get("races"), l.get("races")))
        name = " ".join([pat] + defs)
        if why:
            bad += 1
            print("FAIL: %s\n  %s" % (name, "\n  ".join(why)))
        else:
            print("ok: %s (%d accesses)" % (name, len(fk)))
    sys.exit(1 if bad else 0)


main()
