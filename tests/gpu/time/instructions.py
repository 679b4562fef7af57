#!/usr/bin/env python3
"""instructions.py - the machine instructions the model counts for each
case of cases.txt (the JSON time's "instructions": what ptxas made of
the kernel, run as the interpreter runs it) beside those ncu counted on
a GPU (smsp__inst_executed.sum, a file of "CASE COUNT ..." lines), and
their ratio; then the median and worst error.

usage: python3 tests/gpu/time/instructions.py ACCESSAN MEASURED
           [--within PCT CASE...]
(from the top of the tree). With --within, only the cases named, and the
exit status is 1 where one of them is off by more than PCT per cent.
"""
import json
import statistics
import subprocess
import sys

from table import cases


def main():
    acc, measured = sys.argv[1:3]
    within, only = None, None
    if len(sys.argv) > 3 and sys.argv[3] == "--within":
        within, only = float(sys.argv[4]), set(sys.argv[5:])
    meas = {}
    with open(measured) as f:
        for line in f:
            w = line.split()
            if w and not line.startswith("#"):
                meas[w[0]] = float(w[1])
    errs, bad = [], 0
    print("| case | ncu | model | model / ncu |")
    print("|---|---|---|---|")
    for name, pat, defs in cases():
        if name not in meas or (only is not None and name not in only):
            continue
        r = subprocess.run([acc, "-q", "--format", "json"] + defs + [pat],
                           capture_output=True, text=True)
        try:
            n = json.loads(r.stdout)["time"].get("instructions", 0)
        except (ValueError, KeyError):
            n = 0
        ratio = n / meas[name]
        errs.append(abs(ratio - 1))
        off = within is not None and abs(ratio - 1) * 100 > within
        bad += off
        print("| %s | %.0f | %.0f | %.3f%s |" % (name, meas[name], n, ratio,
                                                " (off)" if off else ""))
    if errs:
        print("\n%d cases: median error %.1f %%, worst %.1f %%" %
              (len(errs), 100 * statistics.median(errs), 100 * max(errs)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
