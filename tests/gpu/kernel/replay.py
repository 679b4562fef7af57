#!/usr/bin/env python3
"""replay.py - the --gpu comparisons of kernel patterns kept in
tests/gpu/kernel (replay.txt lists them), replayed without a GPU: the
model's totals, computed again from its JSON report, must be the table's
model column, and each total's verdict, taken again from the GPU's
counters kept in the table by kernelrun_verdict()'s rule, must be the
verdict the table shows (ok, explained, DIFFERS). A change of the model
that moves a figure, or of the rule, fails here before a GPU sees it.

usage: python3 tests/gpu/kernel/replay.py ACCESSAN   (from the root)
prints "ok"/"FAIL" per table and "replay: N passed, N failed" last."""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROW = re.compile(r"^  ((?:global|shared|local) (?:load|store|atomic) "
                 r"(?:requests|sectors|instructions|wavefronts)) +(\d+) +"
                 r"(\d+) +(ok|explained|DIFFERS)$")
SASS = re.compile(r"^      SASS-patched count (\d+)$")


def table(path):
    """{figure: (model, gpu, verdict, sass or None)} of a kept table."""
    rows, last = {}, None
    for line in open(path):
        line = line.rstrip("\n")
        m = ROW.match(line)
        if m:
            last = m.group(1)
            rows[last] = [int(m.group(2)), int(m.group(3)), m.group(4), None]
            continue
        m = SASS.match(line)
        if m and last is not None:
            rows[last][3] = int(m.group(1))
    return rows


def model(accessan, args):
    """The model's totals by figure name, from its JSON report."""
    r = subprocess.run([accessan, "-q", "--format", "json"] + args,
                       capture_output=True, text=True)
    if r.returncode not in (0, 1):
        raise RuntimeError("exit %d: %s" % (r.returncode, r.stderr[-400:]))
    tot = {}
    for a in json.loads(r.stdout)["accesses"]:
        if a["space"] not in ("global", "shared", "local"):
            continue
        if a.get("texture"):
            continue
        kind = a["kind"]
        if a["space"] == "shared":
            pairs = (("instructions", a["requests"] +
                      a.get("inactive_instructions", 0)),
                     ("wavefronts", a["wavefronts"]))
        else:
            pairs = (("requests", a["requests"]), ("sectors", a["sectors"]))
        for name, v in pairs:
            k = "%s %s %s" % (a["space"], kind, name)
            tot[k] = tot.get(k, 0) + v
    return tot


def verdict(rows, f, m):
    """kernelrun_verdict() on the kept counters, the model's total m."""
    gpu, sass = rows[f][1], rows[f][3]
    if gpu == m:
        return "ok"
    if f.endswith("wavefronts"):
        return "explained" if gpu > m and sass == m else "DIFFERS"
    # shared instructions above the model: "explained" (predicated-off
    # warps) only where the model does not know the machine
    # instructions; it knows them here (ptxas is in the toolkit), and
    # counts those warps' instructions itself
    return "DIFFERS"


def main():
    accessan = sys.argv[1]
    passed = failed = 0
    probe = subprocess.run([accessan, "-q", "patterns/matvec_notes_cu.pat",
                            "-D", "M=64", "-D", "N=64"],
                           capture_output=True, text=True)
    if "needs NVRTC" in probe.stderr:
        print("replay: skipped: NVRTC cannot be loaded here")
        return
    for line in open(os.path.join(HERE, "replay.txt")):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        words = line.split()
        path, args = os.path.join(HERE, words[0]), words[1:]
        rows = table(path)
        bad = []
        try:
            tot = model(accessan, args)
        except RuntimeError as e:
            bad.append(str(e))
            tot = {}
        if not rows:
            bad.append("no totals in the table")
        for f, (m_kept, gpu, kept, sass) in rows.items():
            m = tot.get(f, 0)
            if m != m_kept:
                bad.append("%s: model %d, the table's %d" % (f, m, m_kept))
            v = verdict(rows, f, m)
            if v != kept:
                bad.append("%s: %s against the GPU's %d, the table says %s"
                           % (f, v, gpu, kept))
        if bad:
            failed += 1
            print("FAIL - %s (%s): %s" % (words[0], " ".join(args),
                                          "; ".join(bad)))
        else:
            passed += 1
            print("ok - %s: %d totals, the model's and the verdicts kept"
                  % (words[0], len(rows)))
    print("replay: %d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


main()
