#!/usr/bin/env python3
# mkrt.py - round-trip kernels for the GPU: validate's random
# patterns, each access's kernel acc_s<N> from --emit-cuda, and a kernel
# pattern naming it, bound as tests/cudasrc/roundtrip.py binds it (u_X to
# array X, other pointers to a scratch array, values 1; every array read
# as zeros). Writes DIR/rt<K>/{k.cu,k.pat,orig.pat} for COUNT patterns,
# their accesses in turn (atomics skipped).
#
# usage: mkrt.py ACCESSAN DIR COUNT SEED
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..",
                                "cudasrc"))
DECL = ("param", "grid", "block", "global", "shared", "constant", "struct",
        "arch", "bankmode", "#define", "view")


def run(args):
    p = subprocess.run(args, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def declarations(text):
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


def main():
    accessan, work, count, seed = sys.argv[1:5]
    count = int(count)
    rc, out, err = run([accessan, "validate", "--random", str(4 * count),
                        "--seed", seed, "--dry-run", "--verbose"])
    parts = re.split(r"^---- pattern \d+\n", out, flags=re.M)[1:]
    made = 0
    for i, text in enumerate(parts):
        if made == count:
            break
        text = re.sub(r"^validate: .*\n?", "", text, flags=re.M)
        d = os.path.join(work, "rt%02d" % made)
        os.makedirs(d, exist_ok=True)
        orig = os.path.join(d, "orig.pat")
        with open(orig, "w") as f:
            f.write(text)
        rc, cu, err = run([accessan, "--emit-cuda", orig])
        if rc != 0 or "atomic" in text:
            continue
        decls = declarations(text)
        arrays = re.findall(r"^\s*(?:global|constant|view)\s+[^\[=\n]*?"
                            r"(\w+)\s*[\[=]", decls, re.M)
        # the accesses in turn, so that shared and global ones both come
        nacc = len(re.findall(r"__global__ void acc_s\d+\(", cu))
        name = "acc_s%d" % (made % nacc if nacc else 0)
        binds = []
        for ident, ptr in signature(cu, name):
            if ident.startswith("u_") and ident[2:] in arrays:
                binds.append(ident[2:])
            elif ptr:
                binds.append("acc_scratch")
            else:
                binds.append("1")
        with open(os.path.join(d, "k.cu"), "w") as f:
            f.write(cu)
        with open(os.path.join(d, "k.pat"), "w") as f:
            f.write("# pattern %d of validate --random --seed %s: its "
                    "--emit-cuda kernel %s\n" % (i, seed, name))
            f.write(decls)
            f.write("global ulong acc_scratch[64]\n")
            for a in arrays:
                f.write("contents %s = 0\n" % a)
            f.write("contents shared = 0\ncontents constant = 0\n")
            f.write('kernel "k.cu" %s (%s)\n' % (name, ", ".join(binds)))
        rc, js, err = run([accessan, "-q", os.path.join(d, "k.pat")])
        if rc not in (0, 1):
            continue
        made += 1
    print("made %d round-trip kernels" % made)


main()
