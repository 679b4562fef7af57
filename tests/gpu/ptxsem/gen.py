#!/usr/bin/env python3
"""gen.py - the PTX semantics cases: each integer instruction the
interpreter (src/cuda/ptxexec.c) computes, in each type and modifier it
accepts, on edge operands.

usage: python3 gen.py gpu DIR      DIR/sem0.ptx ...: kernels that store
                                   each case's result (run.c runs them on
                                   a GPU and prints the values)
       python3 gen.py interp DIR   DIR/sem0.ptx ...: the same cases, each
                                   result made the address of a load, so
                                   that the interpreter's requests carry
                                   them (check.c compares)
       python3 gen.py list         the cases, one a line

The cases are the same, in the same order, every run (no randomness):
the values a GPU gave are stored by their index in expected.txt.
"""
import sys

PER_KERNEL = 1500

MASK = {8: 0xff, 16: 0xffff, 32: 0xffffffff, 64: 0xffffffffffffffff}


def edge(bits):
    m = MASK[bits]
    top = 1 << (bits - 1)
    return [0, 1, 7, top - 1, top, m, m - 1, 0x5a5a5a5a5a5a5a5a & m]


def shifts(bits):
    return [0, 1, 7, bits - 1, bits, bits + 1, 255, 256]


def reg(bits):
    return {1: "p", 16: "h", 32: "r", 64: "d"}[bits]


def tbits(t):
    return int(t[1:])


CASES = []


def case(text, dbits, srcs):
    """text: the instruction with {d} {a} {b} {c} {e} for the operands;
    dbits: the destination's width (1: a predicate); srcs: (bits, value)
    of each source in order."""
    CASES.append((text, dbits, srcs))


def gen():
    ints = ["s16", "u16", "s32", "u32", "s64", "u64"]
    for op in ["add", "sub", "mul.lo", "mul.hi", "min", "max", "div", "rem"]:
        for t in ints:
            n = tbits(t)
            vals = edge(n)[:6] + [3]
            for a in vals:
                for b in vals:
                    if op in ("div", "rem") and b == 0:
                        continue
                    case("%s.%s {d}, {a}, {b};" % (op, t), n,
                         [(n, a), (n, b)])
    for op in ["min.relu", "max.relu"]:
        for a in edge(32):
            for b in edge(32):
                case("%s.s32 {d}, {a}, {b};" % op, 32, [(32, a), (32, b)])
    for t in ["s16", "u16", "s32", "u32"]:
        n = tbits(t)
        for a in edge(n)[:6]:
            for b in edge(n)[:6]:
                case("mul.wide.%s {d}, {a}, {b};" % t, 2 * n,
                     [(n, a), (n, b)])
    for t in ["s32", "u32"]:
        for a in edge(32)[:6]:
            for b in edge(32)[:6]:
                case("mul24.lo.%s {d}, {a}, {b};" % t, 32, [(32, a), (32, b)])
                case("mul24.hi.%s {d}, {a}, {b};" % t, 32, [(32, a), (32, b)])
    for op in ["and", "or", "xor"]:
        for n in [16, 32, 64]:
            for a in edge(n)[:5]:
                for b in edge(n)[3:]:
                    case("%s.b%d {d}, {a}, {b};" % (op, n), n,
                         [(n, a), (n, b)])
    for t in ["b16", "b32", "b64", "s16", "u16", "s32", "u32", "s64", "u64"]:
        n = tbits(t)
        op = "shl" if t[0] == "b" else "shr"
        for a in edge(n):
            for s in shifts(n):
                case("%s.%s {d}, {a}, {b};" % (op, t), n, [(n, a), (32, s)])
    for t in ["b32", "b64"]:     # shr of a bit type is logical
        n = tbits(t)
        for a in edge(n)[3:]:
            for s in shifts(n):
                case("shr.%s {d}, {a}, {b};" % t, n, [(n, a), (32, s)])
    cmps = ["eq", "ne", "lt", "le", "gt", "ge"]
    for t in ["s32", "u32", "s64", "u64", "s16", "u16"]:
        n = tbits(t)
        for c in cmps + (["lo", "ls", "hi", "hs"] if t[0] == "u" else []):
            for a in edge(n)[:6]:
                for b in edge(n)[:6]:
                    case("setp.%s.%s {d}, {a}, {b};" % (c, t), 1,
                         [(n, a), (n, b)])
    for t in ["s16", "s32", "s64"]:
        n = tbits(t)
        for a in edge(n):
            case("neg.%s {d}, {a};" % t, n, [(n, a)])
            case("abs.%s {d}, {a};" % t, n, [(n, a)])
    for n in [16, 32, 64]:
        for a in edge(n):
            case("not.b%d {d}, {a};" % n, n, [(n, a)])
    for n in [32, 64]:
        for a in edge(n):
            case("popc.b%d {d}, {a};" % n, 32, [(n, a)])
            case("clz.b%d {d}, {a};" % n, 32, [(n, a)])
            case("brev.b%d {d}, {a};" % n, n, [(n, a)])
    # cvt: every integer pair; an 8-bit source is read from a .b16
    # register, its high byte set so that only the low one may count
    srcs = ["s8", "u8", "s16", "u16", "s32", "u32", "s64", "u64"]
    for d in ints:
        for s in srcs:
            if d == s:
                continue
            sn = tbits(s)
            rn = max(sn, 16)
            for a in edge(sn):
                v = a | (0xab00 if sn == 8 else 0)
                case("cvt.%s.%s {d}, {a};" % (d, s), tbits(d), [(rn, v)])
    for t in ["s32", "u32", "s64", "u64"]:
        n = tbits(t)
        for a in edge(n)[:5]:
            for b in edge(n)[2:6]:
                for c in [0, 1, MASK[n]]:
                    case("mad.lo.%s {d}, {a}, {b}, {c};" % t, n,
                         [(n, a), (n, b), (n, c)])
                    case("mad.hi.%s {d}, {a}, {b}, {c};" % t, n,
                         [(n, a), (n, b), (n, c)])
    for t in ["s32", "u32"]:
        for a in edge(32)[:5]:
            for b in edge(32)[2:6]:
                for c in [0, 1, MASK[64]]:
                    case("mad.wide.%s {d}, {a}, {b}, {c};" % t, 64,
                         [(32, a), (32, b), (64, c)])
                    case("mad24.lo.%s {d}, {a}, {b}, {c};" % t, 32,
                         [(32, a), (32, b), (32, c & MASK[32])])
    poss = [0, 4, 16, 31, 32, 40, 63, 64, 255, 256 + 3]
    lens = [0, 1, 8, 16, 31, 32, 33, 64, 200, 256 + 5]
    for t in ["u32", "s32", "u64", "s64"]:
        n = tbits(t)
        for a in [0x8badf00dcafe1234 & MASK[n], MASK[n] >> 1, 0]:
            for p in poss:
                for ln in lens:
                    case("bfe.%s {d}, {a}, {b}, {c};" % t, n,
                         [(n, a), (32, p), (32, ln)])
    for n in [32, 64]:
        for p in poss:
            for ln in lens:
                case("bfi.b%d {d}, {a}, {b}, {c}, {e};" % n, n,
                     [(n, 0x8badf00dcafe1234 & MASK[n]),
                      (n, 0x5555555555555555 & MASK[n]), (32, p), (32, ln)])
    for c in [0, 1, 0x7fffffff, 0x80000000, 0xffffffff]:
        case("slct.b32.s32 {d}, {a}, {b}, {c};" % (), 32,
             [(32, 0x11111111), (32, 0x22222222), (32, c)])
    # added after the first measurement (their indices follow its):
    # bfind, shf, lop3 and prmt
    for t in ["u32", "s32", "u64", "s64"]:
        n = tbits(t)
        for a in edge(n) + [0x10000, 0x80, MASK[n] ^ 0x10000]:
            for sa in ["", ".shiftamt"]:
                case("bfind%s.%s {d}, {a};" % (sa, t), 32, [(n, a & MASK[n])])
    for d in ["l", "r"]:
        for m in ["wrap", "clamp"]:
            for a, b in [(0x8badf00d, 0x12345678), (0xffffffff, 0),
                         (0, 0x80000001)]:
                for s in [0, 1, 7, 31, 32, 33, 63, 255, 256 + 4]:
                    case("shf.%s.%s.b32 {d}, {a}, {b}, {c};" % (d, m), 32,
                         [(32, a), (32, b), (32, s)])
    for lut in [0x00, 0xff, 0xf0, 0xcc, 0xaa, 0x96, 0xe8, 0x80, 0x1e, 0x6a]:
        case("lop3.b32 {d}, {a}, {b}, {c}, 0x%x;" % lut, 32,
             [(32, 0x8badf00d), (32, 0x5a5a5a5a), (32, 0x0ff00ff0)])
    for c in [0x3210, 0x0123, 0x7654, 0x4444, 0x8888, 0xba98, 0x1032,
              0x5140, 0xffff, 0x12345670]:
        case("prmt.b32 {d}, {a}, {b}, {c};", 32,
             [(32, 0x80a1c2f3), (32, 0x14253647), (32, c)])
    # then: setp of f32 and f64 (ordered, unordered, num, nan) on zeros of
    # both signs, ones, a fraction, the largest finite, infinities, NaN
    fvals = {32: [0x0, 0x80000000, 0x3f800000, 0xbf800000, 0x3fc00000,
                  0x7f7fffff, 0x7f800000, 0xff800000, 0x7fc00000],
             64: [0x0, 0x8000000000000000, 0x3ff0000000000000,
                  0xbff0000000000000, 0x3ff8000000000000,
                  0x7fefffffffffffff, 0x7ff0000000000000,
                  0xfff0000000000000, 0x7ff8000000000000]}
    for n in [32, 64]:
        for c in cmps + ["equ", "neu", "ltu", "leu", "gtu", "geu", "num",
                         "nan"]:
            for a in fvals[n]:
                for b in fvals[n]:
                    case("setp.%s.f%d {d}, {a}, {b};" % (c, n), 1,
                         [(n, a), (n, b)])


def kernel(cases, first, mode, k):
    out = []
    w = out.append
    w(".version 8.0\n.target sm_90\n.address_size 64\n")
    w(".visible .entry sem%d(.param .u64 sem%d_param_0)\n{\n" % (k, k))
    w("\t.reg .pred %p<6>;\n\t.reg .b16 %h<6>;\n\t.reg .b32 %r<6>;\n"
      "\t.reg .b64 %d<6>;\n\t.reg .b64 %o;\n\t.reg .b64 %t;\n")
    w("\tld.param.u64 %%o, [sem%d_param_0];\n" % k)
    for i, (text, dbits, srcs) in enumerate(cases):
        names = {}
        for j, (bits, v) in enumerate(srcs):
            r = "%%%s%d" % (reg(bits), j + 1)
            w("\tmov.b%d %s, 0x%x;\n" % (bits, r, v & MASK[bits]))
            names["abce"[j]] = r
        d = "%%%s0" % reg(dbits)
        names["d"] = d
        w("\t" + text.format(**names) + "\n")
        if dbits == 1:
            w("\tselp.u64 %t, 1, 0, %p0;\n")
        elif dbits == 64:
            w("\tmov.b64 %t, %d0;\n")
        else:
            w("\tcvt.u64.u%d %%t, %s;\n" % (dbits, d))
        if mode == "gpu":
            w("\tst.global.u64 [%%o+%d], %%t;\n" % (8 * (first + i)))
        else:
            w("\tld.global.u8 %h5, [%t];\n")
    w("\tret;\n}\n")
    return "".join(out)


def main():
    gen()
    if len(sys.argv) == 2 and sys.argv[1] == "list":
        for i, (text, dbits, srcs) in enumerate(CASES):
            ops = ", ".join("0x%x" % (v & MASK[b]) for b, v in srcs)
            print("%d %s  %s" % (i, text.split(" ")[0], ops))
        return
    if len(sys.argv) != 3 or sys.argv[1] not in ("gpu", "interp"):
        sys.exit(__doc__)
    k = 0
    for first in range(0, len(CASES), PER_KERNEL):
        with open("%s/sem%d.ptx" % (sys.argv[2], k), "w") as f:
            f.write(kernel(CASES[first:first + PER_KERNEL], first,
                           sys.argv[1], k))
        k += 1
    print("%d cases in %d kernels" % (len(CASES), k))


main()
