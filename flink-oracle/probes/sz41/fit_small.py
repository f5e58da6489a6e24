#!/usr/bin/env python3
"""Sweep 41 sz: fits and checks kernel RunWeigher's model of Paimon 1.4.2's Parquet sizes of files of at most 16
records (COMPACTION.md "Run sizes", version 7).

  python3 fit_small.py FEATURES.tsv SIZES... [--java]

FEATURES.tsv: RunWeigherSmallFitDump's output (table, file, rows, v5, current, then RunWeigher.SMALL_FEATURES);
SIZES: SizeProbe41's output (table records bytes path per file, in commit order). Fits SMALL (least squares of
Paimon's size minus the features' fixed-weight part), prints the coefficients, the mean error (fitted, and each
table estimated by the fit of the other tables), and the size-ratio decisions of ordered pairs of files of one table
(a * 1.01 >= b) shared with Paimon's: version 5, the current Java estimate, the refit held out by table. --java
writes the coefficients into RunWeigher.java (SMALL-BEGIN .. SMALL-END). numpy."""
import itertools, os, re, sys
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
JAVA = os.path.join(HERE, '..', '..', '..', 'kernel', 'src', 'main', 'java', 'dev', 'varve', 'kernel', 'table',
                    'RunWeigher.java')
FIXED = {'layout': 1.0}   # the layout's bytes are exact: weight 1, not fitted


def load(feat_path, size_paths):
    sizes = {}
    for p in size_paths:
        for line in open(p):
            parts = line.split()
            if len(parts) >= 3 and parts[1].isdigit():
                sizes.setdefault(parts[0], []).append(int(parts[2]))
    lines = open(feat_path).read().splitlines()
    head = lines[0].split('\t')
    rows = []
    for line in lines[1:]:
        f = line.split('\t')
        t, i = f[0], int(f[1])
        if t not in sizes or i >= len(sizes[t]) or t.startswith('s_app'):
            continue   # (append files: their compactions pick by target-file-size, RunWeigher does not weigh them)
        rows.append({'table': t, 'file': i, 'rows': int(f[2]), 'v5': float(f[3]), 'cur': float(f[4]),
                     'x': np.array([float(v) for v in f[5:]]), 'paimon': sizes[t][i]})
    return head[5:], rows


def decisions(rows, key):
    by = {}
    for r in rows:
        by.setdefault(r['table'], []).append(r)
    same = total = 0
    close_same = close_total = 0
    for t, fs in by.items():
        for a, b in itertools.permutations(fs, 2):
            want = a['paimon'] * 1.01 >= b['paimon']
            got = key(a) * 1.01 >= key(b)
            total += 1
            same += want == got
            if abs(a['paimon'] - b['paimon']) <= 0.05 * b['paimon']:
                close_total += 1
                close_same += want == got
    return same, total, close_same, close_total


def fit(names, rows):
    fixed = np.array([FIXED.get(n, 0.0) for n in names])
    free = np.array([n not in FIXED for n in names])
    X = np.array([r['x'][free] for r in rows])
    y = np.array([r['paimon'] - r['x'] @ fixed for r in rows])
    c, *_ = np.linalg.lstsq(X, y, rcond=None)
    full = fixed.copy()
    full[free] = c
    return full


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    names, rows = load(args[0], args[1:])
    c = fit(names, rows)
    for n, v in zip(names, c):
        print('%-16s %10.3f' % (n, v))
    est = lambda r: r['x'] @ c
    err = np.mean([abs(est(r) - r['paimon']) for r in rows])
    tables = sorted({r['table'] for r in rows})
    # held out by schema: gen_small's tables of one schema (s_mix_1, s_mix_2, ...) are left out together
    schema = lambda t: re.sub(r'_\d+$', '', t)
    held = {}
    for sc in sorted({schema(t) for t in tables}):
        ct = fit(names, [r for r in rows if schema(r['table']) != sc])
        for r in rows:
            if schema(r['table']) == sc:
                held[(r['table'], r['file'])] = r['x'] @ ct
    herr = np.mean([abs(held[(r['table'], r['file'])] - r['paimon']) for r in rows])
    v5err = np.mean([abs(r['v5'] - r['paimon']) for r in rows])
    curerr = np.mean([abs(r['cur'] - r['paimon']) for r in rows])
    print('files %d, tables %d; mean error: v5 %.1f, current %.1f, fitted %.1f, held out by schema %.1f'
          % (len(rows), len(tables), v5err, curerr, err, herr))
    for label, key in (('v5', lambda r: r['v5']), ('current', lambda r: r['cur']), ('fitted', est),
                       ('held out', lambda r: held[(r['table'], r['file'])])):
        s, t, cs, ct = decisions(rows, key)
        print('%-9s decisions %d / %d (%.1f%%), pairs within 5%%: %d / %d' % (label, s, t, 100.0 * s / t, cs, ct))
    if '--worst' in sys.argv:
        for r in sorted(rows, key=lambda r: -abs(held[(r['table'], r['file'])] - r['paimon']))[:25]:
            print(r['table'], r['file'], r['rows'], r['paimon'], 'v5', r['v5'], 'held', round(held[(r['table'], r['file'])], 1))
    if '--java' in sys.argv:
        src = open(JAVA).read()
        body = '    static final double[] SMALL = {%s};\n' % ', '.join('%.3f' % v for v in c)
        src = re.sub(r'(// SMALL-BEGIN[^\n]*\n).*?(\s*// SMALL-END)', lambda m: m.group(1) + body + m.group(2).lstrip('\n'),
                     src, flags=re.S)
        open(JAVA, 'w').write(src)


main()
