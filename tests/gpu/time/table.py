#!/usr/bin/env python3
"""table.py - the time suite's table: each case of cases.txt measured
(a file of "CASE ms" lines, timer.cu's output) beside the time the model
predicts offline from its pattern with a profile, their ratio and the
winning bound; then the median and worst error.

usage: python3 tests/gpu/time/table.py ACCESSAN PROFILE MEASURED... [-o TABLE.md]
(from the top of the tree; with several MEASURED files, each case's time
is the last file's that has it)
"""
import json
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def cases():
    """cases.txt's cases: (name, pattern, its -D words), in order."""
    with open(os.path.join(HERE, "cases.txt")) as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                w = line.split()
                yield w[0], w[1], w[2:]


def main():
    acc, profile = sys.argv[1:3]
    files, out = sys.argv[3:], None
    if len(files) >= 2 and files[-2] == "-o":
        files, out = files[:-2], files[-1]
    meas = {}
    # several files: a case's time from the last that has it (the
    # folders' measured.txt in date order: each case's latest run)
    for measured in files:
        with open(measured) as f:
            for line in f:
                w = line.split()
                if len(w) == 2:
                    meas[w[0]] = float(w[1])
    rows, errs = [], []
    for name, pat, defs in cases():
        r = subprocess.run([acc, "-q", "--format", "json", "--profile",
                            profile] + defs + [pat],
                           capture_output=True, text=True)
        try:
            t = json.loads(r.stdout)["time"]
            pred, bound = t["seconds"] * 1e3, t["bound"]
        except (ValueError, KeyError, TypeError):
            rows.append("| %s | %s | (no prediction: exit %d) | | |"
                        % (name, meas.get(name, "-"), r.returncode))
            continue
        m = meas.get(name)
        if m is None:
            rows.append("| %s | - | %.4f | | %s |" % (name, pred, bound))
            continue
        errs.append(abs(pred / m - 1))
        rows.append("| %s | %.4f | %.4f | %.2f | %s |"
                    % (name, m, pred, pred / m, bound))
    text = ["| case | measured ms | predicted ms | predicted / measured "
            "| bound |", "|---|---|---|---|---|"] + rows
    if errs:
        text.append("")
        text.append("%d cases: median error %.1f %%, worst %.1f %%, "
                    "%d within 10 %%, %d within 20 %%"
                    % (len(errs), 100 * statistics.median(errs),
                       100 * max(errs), sum(e <= 0.10 for e in errs),
                       sum(e <= 0.20 for e in errs)))
    print("\n".join(text))
    if out:
        with open(out, "w") as f:
            f.write("\n".join(text) + "\n")


if __name__ == "__main__":
    main()
