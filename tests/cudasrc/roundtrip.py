#!/usr/bin/env python3
# roundtrip.py - the 'kernel' statement's exactness: for each
# pattern, take the CUDA that --emit-cuda writes for it, and for each of
# its one-access kernels acc_sN write a pattern that names that kernel
# (the original's declarations, every array read as zeros, the kernel's
# parameters bound by name: u_X to array X, any other pointer to a
# scratch array, any other value to 1; the stack zeroed). The figures of
# the kernel's accesses must be those of the original's access N, every
# one.
#
# usage: roundtrip.py [--lift [--least F]] ACCESSAN DIR FILE...
#        roundtrip.py [--lift [--least F]] ACCESSAN DIR --random N --seed S
# (DIR: scratch files)
# --lift: each kernel lifted from its PTX (--emit-pattern) must give its
# figures too, where it lifts; what does not is counted by its reason
# (--lift --least F: and at least F of them lift).
# Prints one line per failure and a summary; exits 1 on any difference.
# A pattern --emit-cuda refuses, or whose declarations this script cannot
# copy (C-style declarations), is counted as skipped, not passed.
import json
import os
import re
import subprocess
import sys

DECL = ("param", "grid", "block", "global", "shared", "constant", "struct",
        "arch", "bankmode", "#define", "view", "texture")
SUMS = ("requests", "lanes", "sectors", "useful_bytes", "wavefronts",
        "bank_conflicts", "distinct")
MINS = ("min_sectors_per_request", "min_wavefronts_per_request")
MAXS = ("max_sectors_per_request", "max_wavefronts_per_request",
        "max_distinct_per_request")


def run(args):
    p = subprocess.run(args, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def declarations(text):
    """The declaration lines of a pattern, a struct's body with it."""
    out, depth = [], 0
    for line in text.splitlines():
        word = line.split()[0] if line.split() else ""
        if depth > 0 or word in DECL:
            out.append(line)
            depth += line.count("{") - line.count("}")
    return "\n".join(out) + "\n"


def signature(cu, name):
    m = re.search(r'__global__ void %s\((.*?)\)\s*\{' % re.escape(name), cu,
                  re.S)
    params = []
    for p in m.group(1).split(","):
        ident = re.findall(r"[A-Za-z_][A-Za-z0-9_]*", p)
        params.append((ident[-1] if "(*" not in p else
                       re.search(r"\(\*\s*(\w+)\)", p).group(1), "*" in p))
    return params


def merged(accesses):
    live = [a for a in accesses if a["requests"] > 0]
    m = {}
    for f in SUMS:
        vals = [a[f] for a in live if a.get(f) is not None]
        m[f] = sum(vals) if vals else None
    for f in MINS:
        vals = [a[f] for a in live if a.get(f) is not None]
        m[f] = min(vals) if vals else None
    for f in MAXS:
        vals = [a[f] for a in live if a.get(f) is not None]
        m[f] = max(vals) if vals else None
    return m


def failed(stats, path, n, acc, what, err, rc):
    """A pattern that did not run: counted, with its first message."""
    stats["failed"] += 1
    print("FAIL %s access %d (%s): %s: %s" %
          (path, n, acc["text"], what, err.strip().splitlines()[0]
           if err.strip() else "rc %d" % rc))


def check(accessan, work, path, text, stats):
    rc, out, err = run([accessan, "--emit-cuda", path])
    if rc != 0:
        stats["skipped"] += 1
        return
    rc, js, err = run([accessan, "--format", "json", path])
    if rc not in (0, 1):
        stats["skipped"] += 1
        return
    orig = json.loads(js)
    cu = os.path.join(work, "k.cu")
    with open(cu, "w") as f:
        f.write(out)
    decls = declarations(text)
    # the word before '[' (an array) or '=' (a view): types may be of
    # several words ('unsigned char') and qualified ('volatile double')
    arrays = re.findall(r"^\s*(?:global|constant|view|texture)\s+"
                        r"[^\[=\n]*?(\w+)"
                        r"\s*[\[=]", decls, re.M)
    for n, acc in enumerate(orig["accesses"]):
        name = "acc_s%d" % n
        # atomics: the kernels --emit-cuda writes add an atomic's old
        # value into the sink they compare at the end, a branch on a
        # value the interpreter does not know, which it refuses (rightly:
        # tests/cudasrc/atomic.pat compares atomics with a hand pattern)
        if ("void %s(" % name) not in out or acc.get("kind") == "atomic":
            stats["skipped"] += 1
            continue
        binds = []
        for ident, ptr in signature(out, name):
            if ident.startswith("u_") and ident[2:] in arrays:
                binds.append(ident[2:])
            elif ptr:
                binds.append("acc_scratch")
            else:
                binds.append("1")
        pat = os.path.join(work, "k.pat")
        with open(pat, "w") as f:
            f.write(decls)
            f.write("global ulong acc_scratch[64]\n")
            for a in arrays:
                f.write("contents %s = 0\n" % a)
            f.write("contents shared = 0\ncontents constant = 0\n"
                    "contents local = 0\n")
            f.write('kernel "k.cu" %s (%s)\n' % (name, ", ".join(binds)))
        rc, js, err = run([accessan, "--format", "json", pat])
        stats["cases"] += 1
        if rc != 0:
            failed(stats, path, n, acc, "the kernel pattern", err, rc)
            continue
        got = merged(json.loads(js)["accesses"])
        if acc["requests"] == 0:
            ok = got["requests"] is None
        else:
            want = merged([acc])
            ok = all(got[f] == want[f] for f in want)
        if ok and LIFT:
            lift(accessan, work, pat, got, path, n, acc, stats)
        if ok:
            stats["passed"] += 1
        else:
            stats["failed"] += 1
            print("FAIL %s access %d (%s): %s, kernel %s" %
                  (path, n, acc["text"], want, got))


def lift(accessan, work, pat, got, path, n, acc, stats):
    """--lift: the kernel lifted from its PTX (--emit-pattern) gives its
    figures too, or is not lifted, with a reason."""
    rc, text, err = run([accessan, "--emit-pattern", pat])
    if rc != 0:
        why = re.sub(r".*is not lifted into a pattern: ", "",
                     err.strip().splitlines()[-1] if err.strip() else "")
        stats["unlifted"][re.sub(r"line \d+", "line N", why)] = \
            stats["unlifted"].get(re.sub(r"line \d+", "line N", why), 0) + 1
        return
    lifted = os.path.join(work, "lifted.pat")
    with open(lifted, "w") as f:
        f.write(text)
    rc, js, err = run([accessan, "--format", "json", lifted])
    if rc not in (0, 1):
        failed(stats, path, n, acc, "the lifted pattern", err, rc)
        return
    mine = merged(json.loads(js)["accesses"])
    if all(mine[f] == got[f] for f in got):
        stats["lifted"] += 1
    else:
        stats["failed"] += 1
        print("FAIL %s access %d (%s): lifted %s, kernel %s" %
              (path, n, acc["text"], mine, got))


LIFT = False


def main():
    global LIFT
    least = 0.0
    if len(sys.argv) > 1 and sys.argv[1] == "--lift":
        LIFT = True
        del sys.argv[1]
        if sys.argv[1] == "--least":
            least = float(sys.argv[2])
            del sys.argv[1:3]
    accessan, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    stats = dict(cases=0, passed=0, failed=0, skipped=0, lifted=0,
                 unlifted={})
    files = sys.argv[3:]
    if files and files[0] == "--random":
        n, seed = files[1], files[3]
        rc, out, err = run([accessan, "validate", "--random", n, "--seed",
                            seed, "--dry-run", "--verbose"])
        parts = re.split(r"^---- pattern \d+\n", out, flags=re.M)[1:]
        files = []
        for i, p in enumerate(parts):
            p = re.sub(r"^validate: .*\n?", "", p, flags=re.M)
            f = os.path.join(work, "r%d.pat" % i)
            with open(f, "w") as fh:
                fh.write(p)
            files.append(f)
    for path in files:
        with open(path) as f:
            check(accessan, work, path, f.read(), stats)
    print("round trip: %(cases)d accesses, %(passed)d identical, "
          "%(failed)d differ or fail, %(skipped)d skipped" % stats)
    if LIFT:
        print("lifted: %d identical, %d not lifted" %
              (stats["lifted"], sum(stats["unlifted"].values())))
        for why, k in sorted(stats["unlifted"].items(), key=lambda x: -x[1]):
            print("  %4d %s" % (k, why))
        if stats["lifted"] < least * stats["passed"]:
            print("FAIL: %d of %d lifted, fewer than %g of them"
                  % (stats["lifted"], stats["passed"], least))
            sys.exit(1)
    sys.exit(1 if stats["failed"] else 0)


main()
