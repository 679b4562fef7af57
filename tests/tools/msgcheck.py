#!/usr/bin/env python3
"""msgcheck.py - the table of messages (src/lang/msg.h) against its uses and
against the DIAGNOSTICS section of accessan(1).

usage: python3 tests/tools/msgcheck.py [--list]
(MSGCHECK_TOP: another tree to check, as tests/tools/msgdrift.sh does)

Fails (exit 1), naming each, when
  - a row of msg.h is used nowhere in the sources;
  - a row has no entry in DIAGNOSTICS: an .It line that reads as its
    format with each conversion written as a word ("unknown array '%s'"
    is documented by ".It unknown array 'name'");
  - an .It entry of DIAGNOSTICS matches no row (once every file reports
    through the table: PENDING below is empty);
  - a file that reports through the table still calls diag_at(),
    diag_plain() or cli_error() with a format of its own.
--list prints each row with the entries that document it.
"""
import glob
import os
import re
import sys

TOP = os.environ.get("MSGCHECK_TOP") or \
    os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
MSG_H = "src/lang/msg.h"

# Files whose messages are not in the table yet: their raw calls are
# allowed, and DIAGNOSTICS may hold entries that no row matches.
PENDING = set()

# <inttypes.h>'s macros as a format's conversion letters
PRI = {"PRId64": "lld", "PRIu64": "llu", "PRIx64": "llx", "PRIi64": "lli"}

CONV = re.compile(r"%[-+ #0]*(\d+|\*)?(\.(\d+|\*))?(hh|h|ll|l|z|j|t|L)?"
                  r"([diouxXeEfgGcspa%])")


def c_string(text):
    """The value of a sequence of C string literals and PRI macros."""
    out, i = [], 0
    while i < len(text):
        c = text[i]
        if c.isspace():
            i += 1
        elif c == '"':
            j = i + 1
            while text[j] != '"':
                if text[j] == "\\":
                    esc = text[j + 1]
                    out.append({"n": "\n", "t": "\t", "\\": "\\", '"': '"',
                                "'": "'"}.get(esc, "\\" + esc))
                    j += 2
                else:
                    out.append(text[j])
                    j += 1
            i = j + 1
        else:
            m = re.match(r"[A-Za-z_]\w*", text[i:])
            if not m or m.group(0) not in PRI:
                raise ValueError("not a string: " + text[i:])
            out.append(PRI[m.group(0)])
            i += len(m.group(0))
    return "".join(out)


def rows():
    """(id, level, format, line) of each row of msg.h."""
    res = []
    path = os.path.join(TOP, MSG_H)
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            m = re.match(r"#define MSG_([A-Z0-9_]+) (DIAG_[A-Z]+), (.*)$",
                         line.rstrip("\n"))
            if m:
                res.append((m.group(1), m.group(2), c_string(m.group(3)), n))
    return res


def pattern(fmt):
    """A regular expression that an entry documenting fmt matches."""
    out, pos = [], 0
    for m in CONV.finditer(fmt):
        out.append(re.escape(fmt[pos:m.start()]))
        out.append("%" if m.group(5) == "%" else ".*?")
        pos = m.end()
    out.append(re.escape(fmt[pos:]))
    return re.compile("".join(out) + r"\Z", re.S)


def entries():
    """(text, line) of each .It of accessan(1)'s DIAGNOSTICS."""
    res, inside = [], False
    with open(os.path.join(TOP, "man", "accessan.1"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if line.startswith(".Sh "):
                inside = line == ".Sh DIAGNOSTICS"
            elif inside and line.startswith(".It "):
                res.append((line[4:].replace("\\(em", "\u2014")
                            .replace("\\e", "\\").replace("\\-", "-")
                            .replace("\\(dq", '"'), n))
    return res


def sources():
    pats = ["src/*/*.c", "gpu/host/*.c", "src/*/*.h", "gpu/host/*.h"]
    for p in pats:
        for path in sorted(glob.glob(os.path.join(TOP, p))):
            rel = os.path.relpath(path, TOP)
            if rel != MSG_H:
                with open(path, encoding="utf-8") as f:
                    yield rel, f.read()


RAW = re.compile(r"\b(diag_at|diag_plain|cli_error)\s*\([^;]*?\"", re.S)


def main():
    bad = []
    table = rows()
    seen = {}
    for rid, lv, fmt, n in table:
        if rid in seen:
            bad.append(MSG_H + ":%d: MSG_%s is also row %d"
                       % (n, rid, seen[rid]))
        seen[rid] = n
    for rid, lv, fmt, n in table:
        # a row says something of its own: not "%s" with the words
        # made elsewhere
        if len(re.findall(r"[A-Za-z]", CONV.sub("", fmt))) < 4:
            bad.append(MSG_H + ":%d: MSG_%s has almost no words of its "
                       "own: a row is a message, not a frame" % (n, rid))
    text = dict(sources())
    # every word the sources name, once
    used = set()
    for t in text.values():
        used.update(re.findall(r"\b[A-Z][A-Z0-9_]*\b", t))
    for rid, lv, fmt, n in table:
        if rid not in used:
            bad.append(MSG_H + ":%d: MSG_%s is used nowhere" % (n, rid))
    docs = entries()
    for rid, lv, fmt, n in table:
        rx = pattern(fmt)
        hits = [ln for e, ln in docs if rx.match(e)]
        if not hits:
            bad.append(MSG_H + ":%d: MSG_%s has no entry in accessan(1) "
                       "DIAGNOSTICS (an .It line reading: %s)"
                       % (n, rid, fmt))
        if "--list" in sys.argv:
            print("%-36s %s  %s" % (rid, hits, fmt))
    if not PENDING:
        pats = [pattern(fmt) for _, _, fmt, _ in table]
        for e, ln in docs:
            if not any(rx.match(e) for rx in pats):
                bad.append("man/accessan.1:%d: DIAGNOSTICS entry '%s' is "
                           "no message of src/lang/msg.h" % (ln, e))
    for rel, t in text.items():
        if rel in PENDING or rel == "src/lang/diag.c" or rel.endswith(".h"):
            continue
        for m in RAW.finditer(t):
            ln = t.count("\n", 0, m.start()) + 1
            bad.append("%s:%d: %s() with a format of its own: report "
                       "through src/lang/msg.h (DIAG_AT, DIAG_PLAIN)"
                       % (rel, ln, m.group(1)))
    for b in bad:
        print(b)
    print("messages: %d rows, %d DIAGNOSTICS entries, %d files still to "
          "move to the table, %d problems"
          % (len(table), len(docs), len(PENDING), len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
