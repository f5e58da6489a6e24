#!/usr/bin/env python3
"""Sweep 42 sz: RunWeigherOrcDump's estimates (DUMP.tsv: table file rows v5 layout) against Paimon's sizes
(SIZES: table records bytes, one line per file in commit order). Prints, per estimate, mean absolute error, exact
files, and the size-ratio decisions (ordered same-table pairs, a * 1.01 >= b) shared with Paimon's sizes.
  python3 compare.py DUMP.tsv SIZES [DUMP2.tsv SIZES2 ...] [--worst]"""
import sys
from collections import defaultdict
args = [a for a in sys.argv[1:] if not a.startswith('--')]
rows = []
for d, s in zip(args[0::2], args[1::2]):
    est = [l.rstrip('\n').split('\t') for l in open(d)][1:]
    sz = [l.split() for l in open(s)]
    idx = defaultdict(int)
    paimon = {}
    for t, n, b in sz:
        paimon[(t, idx[t])] = (int(n), int(b))
        idx[t] += 1
    for e in est:
        t, i, n = e[0], int(e[1]), int(e[2])
        pn, pb = paimon[(t, i)]
        assert pn == n, (t, i, pn, n)
        rows.append((d + ':' + t, n, pb, [int(x) for x in e[3:]]))
names = ['v5', 'layout']
for k, name in enumerate(names):
    ok = [r for r in rows if r[3][k] >= 0]
    err = sum(abs(r[3][k] - r[2]) for r in ok) / max(1, len(ok))
    exact = sum(1 for r in ok if r[3][k] == r[2])
    by = defaultdict(list)
    for r in ok:
        by[r[0]].append(r)
    agree = total = 0
    for t, fs in by.items():
        for a in fs:
            for b in fs:
                if a is b:
                    continue
                total += 1
                agree += (a[2] * 1.01 >= b[2]) == (a[3][k] * 1.01 >= b[3][k])
    print('%-7s files %d mean error %.2f exact %d decisions %d / %d (%.2f%%)' % (name, len(ok), err, exact, agree, total, 100.0 * agree / max(1, total)))
if '--worst' in sys.argv:
    for r in sorted(rows, key=lambda r: -abs(r[3][1] - r[2]))[:15]:
        print(r[0], r[1], 'paimon', r[2], 'est', r[3])
