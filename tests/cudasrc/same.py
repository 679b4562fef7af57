#!/usr/bin/env python3
# same.py - are two accessan JSON reports' figures for named accesses the
# same? Usage: same.py A.json B.json LABEL_A=LABEL_B ... Each pair names
# an access of A (its label, its stable name, or its array) and one of
# B; every figure the model computes (requests, sectors, wavefronts,
# bytes, a texture fetch's quads and distinct sectors, ...) must be
# equal.
# A kernel's access without a label of its own: ARRAY@LINE/KIND (kind
# load, store or atomic). The word 'time' among the pairs compares the
# time model's figures too: the same kernel, written as a pattern and as
# a .cu, is predicted the same time. The issue bound and its instructions
# are the .cu's alone (a written pattern has no machine instructions,
# accessan(1)): the bound is held below the time, so that the time is
# still the same.
import json
import re
import sys

FIGURES = ("requests", "lanes", "sectors", "min_sectors_per_request",
           "max_sectors_per_request", "useful_bytes", "wavefronts",
           "min_wavefronts_per_request", "max_wavefronts_per_request",
           "bank_conflicts", "distinct", "max_distinct_per_request")


def find(report, name):
    if "@" in name:
        # ARRAY@LINE/KIND: a kernel's access with no label of its own
        # (a load and a store of one array at one line share ARRAY_LINE)
        arr, rest = name.split("@")
        line, kind = rest.split("/")
        hits = [a for a in report["accesses"]
                if a.get("array") == arr and a.get("kind") == kind and
                (" %s at " % arr) in a.get("text", "") and
                (":%s: " % line) in a.get("text", "")]
        if len(hits) != 1:
            sys.exit("same.py: %s names %d accesses of %s" %
                     (name, len(hits), report["file"]))
        return hits[0]
    hits = [a for a in report["accesses"] if a.get("label") == name]
    if not hits:
        hits = [a for a in report["accesses"] if a.get("name") == name]
    if not hits:
        hits = [a for a in report["accesses"] if a.get("array") == name]
    m = re.match(r"^(.+)_(\d+)$", name)
    if not hits and m:
        # ARRAY_LINE, a kernel's label by the line of its .cu: the first
        # access of the array at that line, as the parser gives it
        hits = [a for a in report["accesses"]
                if a.get("array") == m.group(1) and
                a.get("source_line") == int(m.group(2))][:1]
    if len(hits) != 1:
        sys.exit("same.py: %s names %d accesses of %s" %
                 (name, len(hits), report["file"]))
    return hits[0]


def main():
    a = json.load(open(sys.argv[1]))
    b = json.load(open(sys.argv[2]))
    bad = 0
    for pair in sys.argv[3:]:
        if pair == "time":
            ta, tb = a.get("time", {}), b.get("time", {})
            for f in sorted(set(ta) | set(tb)):
                if f in ("profile_source", "instructions"):
                    continue
                x, y = ta.get(f), tb.get(f)
                if f == "bounds" and x and y:
                    ia, ib = x.get("issue", 0), y.get("issue", 0)
                    if max(ia, ib) >= ta.get("seconds", 0) and max(ia, ib):
                        print("time.bounds.issue = %s, %s: the time's" %
                              (ia, ib))
                        bad += 1
                    x = {k: v for k, v in x.items() if k != "issue"}
                    y = {k: v for k, v in y.items() if k != "issue"}
                if x != y:
                    print("time.%s = %s but %s" % (f, x, y))
                    bad += 1
            print("time: %s s%s" % (ta.get("seconds"),
                                    "" if bad else ", the same"))
            continue
        na, nb = pair.split("=")
        x, y = find(a, na), find(b, nb)
        for f in FIGURES:
            if x.get(f) != y.get(f):
                print("%s.%s = %s but %s.%s = %s" %
                      (na, f, x.get(f), nb, f, y.get(f)))
                bad += 1
        # a texture fetch's own figures (quads, distinct sectors)
        if x.get("texture") != y.get("texture"):
            print("%s.texture = %s but %s.texture = %s" %
                  (na, x.get("texture"), nb, y.get("texture")))
            bad += 1
        print("%s = %s: %d requests, %s sectors%s" %
              (na, nb, x["requests"], x.get("sectors"),
               "" if bad else ", the same"))
    sys.exit(1 if bad else 0)


main()
