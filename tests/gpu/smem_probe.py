#!/usr/bin/env python3
"""smem_probe.py - shared-memory wavefront probes: write them, read what
the GPU counted for them, and judge the model.

A probe is one warp-level shared load or store of one warp:
    NAME SIZE ld|st MASK ADDR0 .. ADDR31
(byte addresses, 0 for inactive lanes). smem_wave.cu runs a table of them
one launch each; smem_measure.sh reads the counters with ncu.

  smem_probe.py gen [SEED]              adversarial and random probes
  smem_probe.py parse TABLE CSV...      ncu CSV -> NAME ... PIPE SASS lines
  smem_probe.py merge RESULTS...        H100 and H200 results -> one table:
                                        NAME ... PIPE_H100 PIPE_H200
                                        SASS_H100 SASS_H200
  smem_probe.py pat TABLE [PREFIX]      the probes named PREFIX* of a merged
                                        table as pattern-file accesses,
                                        expectations = the pipe counter
  smem_probe.py expect TABLE PREFIX F   set the expectations of pattern
                                        file F to the pipe counter's figures
                                        of the probes PREFIX<label>

Random probes are named r<n>; those with n % 3 == 0 are the held-out
third, never looked at while the rule was fitted.
"""
import csv
import random
import sys

SMEM = 8192


def line(name, size, op, mask, idx):
    addr = [idx[i] * size if mask >> i & 1 else 0 for i in range(32)]
    return "%s %d %s %d %s" % (name, size, op, mask,
                               " ".join(str(a) for a in addr))


def nelem(size):
    return min(SMEM // size, 512)


def adversarial(rng):
    out = []
    full = 0xffffffff

    def add(name, size, op, mask, idx):
        out.append(line(name, size, op, mask & full, idx))

    # the two examples (float4)
    add("issue_b37", 16, "ld", 1 << 10 | 1 << 13 | 1 << 31, [37] * 32)
    add("issue_12n", 16, "ld", 1 << 5 | 1 << 7 | 1 << 10 | 1 << 14,
        [10 + 12 * n for n in range(32)])
    for size in (8, 16, 4):
        n = nelem(size)
        for op in ("ld", "st"):
            p = "%s%d" % (op, size)
            # a lone lane, every position
            for L in range(32):
                add("%s_lone%d" % (p, L), size, op, 1 << L, [37] * 32)
            # lane 31 with one other lane: same address, same bank
            # other word, other bank
            for L in range(31):
                m = 1 << L | 1 << 31
                add("%s_w31same%d" % (p, L), size, op, m, [37] * 32)
                other = [37] * 32
                other[31] = 37 + 128 // size
                add("%s_w31bank%d" % (p, L), size, op, m, other)
                other = [37] * 32
                other[31] = 38
                add("%s_w31diff%d" % (p, L), size, op, m, other)
            # lane 31 with an n^1-paired full warp, lane 31 off or
            # breaking the pairs
            base = [rng.randrange(n) for _ in range(16)]
            pairs = [base[i >> 1] for i in range(32)]
            add("%s_n1full" % p, size, op, full, pairs)
            add("%s_n1no31" % p, size, op, full >> 1, pairs)
            br = list(pairs)
            br[31] = (br[31] + 1) % n
            add("%s_n1brk31" % p, size, op, full, br)
            # pairs split across halves and quarters, same address, same
            # bank other word, other bank
            for (i, j) in ((0, 16), (15, 16), (7, 8), (3, 27), (5, 21),
                           (0, 8), (8, 24), (1, 30), (14, 17), (6, 9)):
                m = 1 << i | 1 << j
                a = rng.randrange(n)
                add("%s_split%d_%d_same" % (p, i, j), size, op, m, [a] * 32)
                idx = [a] * 32
                idx[j] = (a + 128 // size) % n
                add("%s_split%d_%d_bank" % (p, i, j), size, op, m, idx)
                idx = [a] * 32
                idx[j] = (a + 1) % n
                add("%s_split%d_%d_diff" % (p, i, j), size, op, m, idx)
            # conflicts inside one quarter (8 lanes) with empty neighbours
            for q in range(4):
                for k in (2, 3, 4):
                    lanes = rng.sample(range(8 * q, 8 * q + 8), k)
                    idx = [0] * 32
                    a = rng.randrange(n // 4)
                    m = 0
                    for t, L in enumerate(lanes):
                        m |= 1 << L
                        idx[L] = (a + t * 128 // size) % n
                    add("%s_qconf%d_%d" % (p, q, k), size, op, m, idx)
                    # and one stray lane in the next quarter
                    s = 8 * ((q + 1) % 4) + rng.randrange(8)
                    idx[s] = rng.randrange(n)
                    add("%s_qconfs%d_%d" % (p, q, k), size, op, m | 1 << s,
                        idx)
            # sparse masks of 1 to 9 lanes: one address, random, pairs
            for k in range(1, 10):
                for rep in range(3):
                    lanes = rng.sample(range(32), k)
                    m = sum(1 << L for L in lanes)
                    a = rng.randrange(n)
                    add("%s_sp%d_%d_one" % (p, k, rep), size, op, m, [a] * 32)
                    add("%s_sp%d_%d_rnd" % (p, k, rep), size, op, m,
                        [rng.randrange(n) for _ in range(32)])
                    vals = [rng.randrange(n) for _ in range(2)]
                    add("%s_sp%d_%d_two" % (p, k, rep), size, op, m,
                        [rng.choice(vals) for _ in range(32)])
                    b = [rng.randrange(n) for _ in range(16)]
                    add("%s_sp%d_%d_n1" % (p, k, rep), size, op, m,
                        [b[i >> 1] for i in range(32)])
    return out


def family(rng, size):
    n = nelem(size)
    f = rng.choice(["n1", "n2", "stride", "bcast", "few", "rand", "n1s",
                    "n2s", "n1c", "n2c"])
    if f in ("n1", "n1s", "n1c"):
        b = [rng.randrange(n) for _ in range(16)]
        if f == "n1c":   # conflicting pairs: elements 128 bytes apart
            s = rng.randrange(n // 4)
            b = [(s + rng.randrange(4) * 128 // size + (i % 2)) % n
                 for i in range(16)]
        idx = [b[i >> 1] for i in range(32)]
    elif f in ("n2", "n2s", "n2c"):
        b = [rng.randrange(n) for _ in range(32)]
        if f == "n2c":
            s = rng.randrange(n // 4)
            b = [(s + rng.randrange(4) * 128 // size + (i % 3)) % n
                 for i in range(32)]
        idx = [b[i & ~2] for i in range(32)]
    elif f == "stride":
        s = rng.choice([0, 1, 2, 3, 4, 5, 8, 9, 12, 16, 17, 32, -1])
        a = rng.randrange(n)
        idx = [(a + s * i) % n for i in range(32)]
    elif f == "bcast":
        idx = [rng.randrange(n)] * 32
    elif f == "few":
        vals = [rng.randrange(n) for _ in range(rng.randint(2, 4))]
        idx = [rng.choice(vals) for _ in range(32)]
    else:
        idx = [rng.randrange(n) for _ in range(32)]
    if f.endswith("s"):  # a few stray lanes
        for _ in range(rng.randint(1, 3)):
            idx[rng.randrange(32)] = rng.randrange(n)
    return f, idx


def mask(rng):
    k = rng.random()
    if k < 0.25:
        return 0xffffffff
    if k < 0.70:
        p = rng.uniform(0.05, 1.0)
        m = sum(1 << i for i in range(32) if rng.random() < p)
    elif k < 0.80:
        lo = rng.randrange(32)
        hi = rng.randrange(lo, 32)
        m = sum(1 << i for i in range(lo, hi + 1))
    else:
        m = sum(1 << i for i in rng.sample(range(32), rng.randint(1, 9)))
    return m or 1


def randoms(rng, count):
    out = []
    for i in range(count):
        size = rng.choices([8, 16, 4], [40, 45, 15])[0]
        op = "ld" if rng.random() < 0.7 else "st"
        f, idx = family(rng, size)
        out.append(line("r%d_%s" % (i, f), size, op, mask(rng), idx))
    return out


def parse(table, csvs):
    """Per probe: wavefronts per instruction from the pipe counter and the
    instrumented one, in the table's order (launch order)."""
    names = [l.split()[0] for l in open(table) if l.strip()
             and not l.startswith("#")]
    rows = {}   # (file, ncu run, launch ID) -> metric -> value
    order = []
    for path in csvs:
        run = 0
        with open(path) as f:
            text = [l for l in f if l.startswith('"')]
        for r in csv.reader(text):
            if r[0] == "ID":
                head = r
                run += 1
                continue
            r = dict(zip(head, r))
            key = (path, run, int(r["ID"]))
            if key not in rows:
                rows[key] = {}
                order.append(key)
            v = r["Metric Value"].replace(",", "")
            rows[key][r["Metric Name"]] = float(v) if v not in ("", "n/a") else None
    return names, [rows[k] for k in order]


def per_inst(m, op):
    n = m.get("smsp__inst_executed_op_shared_%s.sum" % op)
    pipe = m.get("l1tex__data_pipe_lsu_wavefronts_mem_shared_op_%s.sum" % op)
    sass = m.get("smsp__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_%s.sum" % op)
    if not n:
        return None, None
    return pipe / n if pipe is not None else None, \
        sass / n if sass is not None else None


def fmt(x):
    if x is None:
        return "-"
    return "%d" % x if x == int(x) else "%.3f" % x


def merge(paths):
    """H100 results, then H200 results, alike in names: one table."""
    d = [{}, {}]
    order = []
    for k, path in enumerate(paths):
        for l in open(path):
            p = l.split()
            if k == 0:
                order.append(p[0])
            d[k][p[0]] = p
    for n in order:
        a, b = d[0][n], d[1][n]
        assert a[:36] == b[:36], n
        print(" ".join(a[:36] + [a[36], b[36], a[37], b[37]]))


def table(path):
    out = {}
    for l in open(path):
        p = l.split()
        out[p[0]] = p
    return out


def index_expr(idx, mask):
    """A pattern expression in t for the active lanes' indices."""
    act = [i for i in range(32) if mask >> i & 1]
    v = [idx[i] for i in act]
    if len(set(v)) == 1:
        return str(v[0])
    if len(act) >= 2:
        a = (v[1] - v[0]) // (act[1] - act[0])
        b = v[0] - a * act[0]
        if a > 0 and all(idx[i] == a * i + b for i in act):
            return "%s * t + %d" % (a, b) if b else "%d * t" % a
    # inactive lanes take the next active lane's index: longer runs
    full = list(idx)
    nxt = None
    for i in reversed(range(32)):
        if mask >> i & 1:
            nxt = idx[i]
        elif nxt is not None:
            full[i] = nxt
    last = max(act)
    parts = []
    for i in range(last):
        if full[i] != full[i + 1]:
            parts.append("t <= %d ? %d : " % (i, full[i]))
    return "".join(parts) + str(full[last])


ARRAYS = {16: "v", 8: "w", 4: "f"}


def pat_access(p):
    name, size, op, mask = p[0], int(p[1]), p[2], int(p[3])
    idx = [int(x) // size for x in p[4:36]]
    e = index_expr(idx, mask)
    cond = "" if mask == 0xffffffff else " if (%d >> t & 1) != 0" % mask
    out = []
    if p[38] != p[36]:
        out.append("# Nsight's instrumented estimate: %s" % p[38])
    out.append("%s %s[%s]%s as %s" % ("read" if op == "ld" else "write",
                                      ARRAYS[size], e, cond, name))
    out.append("expect %s.wavefronts == %s" % (name, p[36]))
    return out


def main():
    cmd = sys.argv[1] if len(sys.argv) > 1 else ""
    if cmd == "merge":
        merge(sys.argv[2:4])
        return
    if cmd == "pat":
        prefix = sys.argv[3] if len(sys.argv) > 3 else ""
        for p in table(sys.argv[2]).values():
            if p[0].startswith(prefix):
                assert p[36] == p[37], p[0]
                print("\n".join(pat_access(p)))
        return
    if cmd == "expect":
        t = table(sys.argv[2])
        prefix, path = sys.argv[3], sys.argv[4]
        out = []
        for l in open(path):
            l = l.rstrip("\n")
            if l.startswith("# Nsight's instrumented estimate"):
                continue
            w = l.split()
            if l.startswith("# model ") and ", H100 " in l:
                continue      # merge_open's old notes
            if w and w[0] in ("read", "write") and "as" in w:
                label = w[w.index("as") + 1]
                p = t[prefix + label]
                assert p[36] == p[37]
                if p[38] != p[36]:
                    out.append("# Nsight's instrumented estimate: %s" % p[38])
                out.append(l)
                out.append("expect %s.wavefronts == %s" % (label, p[36]))
                continue
            if w and w[0] == "expect" and w[1].endswith(".wavefronts"):
                continue
            out.append(l)
        open(path, "w").write("\n".join(out) + "\n")
        return
    if cmd == "gen":
        rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 18)
        for l in adversarial(rng):
            print(l)
        for l in randoms(rng, int(sys.argv[3]) if len(sys.argv) > 3 else 3000):
            print(l)
    elif cmd == "parse":
        lines = [l.rstrip("\n") for l in open(sys.argv[2])
                 if l.strip() and not l.startswith("#")]
        _, rows = parse(sys.argv[2], sys.argv[3:])
        for l, m in zip(lines, rows):
            op = l.split()[2]
            pipe, sass = per_inst(m, op)
            print("%s %s %s" % (l, fmt(pipe), fmt(sass)))
    else:
        print(__doc__)
        sys.exit(2)


if __name__ == "__main__":
    main()
