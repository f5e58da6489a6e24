#!/usr/bin/env python3
"""Fits kernel RunWeigher's Parquet model (COMPACTION.md "Run sizes", version 4) for nested columns (ARRAY / MAP / ROW)
and DECIMAL encodings to the files NestedSizeProbe.java writes through Paimon 1.4.2's Java API (sizes/nN.sizes for
gen_nested.py N's spec). Version 3 weighs a nested column as one variable-length column of its text; version 4 splits
it into Parquet's leaf columns (ARRAY<T>: T's leaves under v.list.element, MAP<K, V>: v.key_value.key / .value,
ROW: its fields), each weighed as a flat column of its flattened elements, plus fitted terms per nested leaf, per
repeated leaf and per element of a repeated leaf. Prints mean errors and the size-ratio decisions (ordered pairs of
files of one table of <= 10 rows, a * 1.01 >= b) each model shares with Paimon, in sample and leave-one-shape-out.
Usage: python3 fit_nested.py [SIZES_DIR]   (numpy)"""
import glob, itertools, json, os, sys
from decimal import Decimal
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
C = dict(PER_FILE=129.06, PER_COLUMN=133.50, PER_DICTIONARY=45.94, PER_DATA_BYTE=0.71, PER_STATS_BYTE=2.62,
         PER_NULLABLE=10.53, PER_ALL_NULL=-12.99, PER_STRING=4.32, PER_WIDE=1.02, PRIMARY_KEY=30.74, PER_NAME_BYTE=2)
KIND = {'+I': 0, '-U': 1, '+U': 2, '-D': 3}
SMALL = 10
FLBA = '--flba' in sys.argv  # DECIMAL(p > 18) as FIXED_LEN_BYTE_ARRAY of its minimal bytes (tried, not adopted)

def split(t):
    out, d, cur = [], 0, ''
    for ch in t:
        d += ch == '<'
        d -= ch == '>'
        if ch == ',' and d == 0:
            out.append(cur.strip()); cur = ''
        else:
            cur += ch
    return out + [cur.strip()]

def dec_bytes(p):
    n = 1
    while 2 ** (8 * n - 1) < 10 ** p:
        n += 1
    return n

def width(t, v4):
    if t in ('INT', 'DATE', 'TINYINT'):
        return 4
    if t in ('BIGINT', 'DOUBLE'):
        return 8
    if t.startswith('DECIMAL'):
        p = int(t[8:-1].split(',')[0])
        return 4 if p <= 9 else 8 if p <= 18 else (dec_bytes(p) if v4 and FLBA else 16)
    return 0

def jtext(t, v):
    """Java's String.valueOf of Varve's value (version 3 weighs a nested column as this text)."""
    if v is None:
        return 'null'
    if t.startswith('ARRAY<'):
        return '[' + ', '.join(jtext(t[6:-1], e) for e in v) + ']'
    if t.startswith('MAP<'):
        k, vt = split(t[4:-1])
        return '{' + ', '.join('%s=%s' % (jtext(k, a), jtext(vt, b)) for a, b in v) + '}'
    if t.startswith('ROW<'):
        return '(' + ','.join(jtext(f.split(' ', 1)[1], e) for f, e in zip(split(t[4:-1]), v)) + ')'
    return str(v)

def leaves(name, t, path, rep, depth):
    """[(path, leaf type, repeated, groups above)] of a column"""
    if t.startswith('ARRAY<'):
        return leaves(name, t[6:-1], path + ['list', 'element'], True, depth + 2)
    if t.startswith('MAP<'):
        k, v = split(t[4:-1])
        return leaves(name, k, path + ['key_value', 'key'], True, depth + 2) + leaves(name, v, path + ['key_value', 'value'], True, depth + 2)
    if t.startswith('ROW<'):
        out = []
        for f in split(t[4:-1]):
            n, ft = f.split(' ', 1)
            out += leaves(name, ft, path + [n], rep, depth + 1)
        return out
    return [(path, t, rep, depth)]

def flatten(t, v, target):
    """the leaf values (None for a null on the way) of path target below a value of type t"""
    if not target:
        return [v]
    if v is None:
        return [None]
    if t.startswith('ARRAY<'):
        out = []
        for e in v:
            out += flatten(t[6:-1], e, target[2:])
        return out or [None]
    if t.startswith('MAP<'):
        k, vt = split(t[4:-1])
        out = []
        for a, b in v:
            out += flatten(k, a, target[2:]) if target[1] == 'key' else flatten(vt, b, target[2:])
        return out or [None]
    fs = split(t[4:-1])
    for i, f in enumerate(fs):
        n, ft = f.split(' ', 1)
        if n == target[0]:
            return flatten(ft, v[i], target[1:])
    raise ValueError(target)

def norm(t, v):
    if v is None:
        return None
    if t.startswith('DECIMAL'):
        return Decimal(v).normalize()
    return v

def vbytes(t, v, v4):
    w = width(t, v4)
    return w if w else 4 + len(str(v).encode())

def column(s, t, vals, nullable, name_bytes, v4):
    """one flat column's part of version 3's estimate (PER_COLUMN .. stats)"""
    w = width(t, v4)
    s += C['PER_COLUMN'] + C['PER_NAME_BYTE'] * name_bytes + (C['PER_NULLABLE'] if nullable else 0) \
        + (C['PER_STRING'] if w == 0 else 0) + (C['PER_WIDE'] if w == 8 else 0)
    nn = [norm(t, v) for v in vals if v is not None]
    if not nn:
        return s + C['PER_ALL_NULL']
    raw = sum(vbytes(t, v, v4) for v in nn)
    d = set(nn)
    dbytes = sum(vbytes(t, v, v4) for v in d)
    bw = (len(d) - 1).bit_length()
    enc = 2 + ((len(nn) + 7) // 8) * bw
    dic = enc + dbytes < raw
    s += C['PER_DATA_BYTE'] * (enc + dbytes if dic else raw) + (C['PER_DICTIONARY'] if dic else 0)
    key = (lambda v: str(v).encode()) if w == 0 else (lambda v: v)
    sw = (lambda v: w) if w else (lambda v: len(str(v).encode()))
    return s + C['PER_STATS_BYTE'] * (sw(min(nn, key=key)) + sw(max(nn, key=key)))

EXTRA = ['nested_leaf', 'repeated_leaf', 'elements', 'groups']

def estimate(tab, rows, seq0, v4):
    """(version 3 or 4's fixed estimate, extra features)"""
    s = C['PER_FILE'] + (C['PRIMARY_KEY'] if tab['pk'] else 0)
    x = dict.fromkeys(EXTRA, 0)
    cols = tab['cols']
    if tab['pk']:
        s = column(s, cols[0][1], [r[1][0] for r in rows], False, len(('_KEY_' + cols[0][0]).encode()), v4)
        s = column(s, 'BIGINT', list(range(seq0, seq0 + len(rows))), False, len('_SEQUENCE_NUMBER'), v4)
        s = column(s, 'INT', [KIND[r[0]] for r in rows], False, len('_VALUE_KIND'), v4)
    for i, (n, t) in enumerate(cols):
        nullable = not (tab['pk'] and i == 0)
        vals = [r[1][i] for r in rows]
        if t.startswith(('ARRAY', 'MAP', 'ROW')) and v4:
            ls = leaves(n, t, [n], False, 0)
            x['groups'] += sum(1 for _ in set(tuple(p[:j]) for p, _, _, _ in ls for j in range(1, len(p))))
            for path, lt, rep, depth in ls:
                flat = []
                for v in vals:
                    flat += flatten(t, v, path[1:])
                s = column(s, lt, flat, True, len('.'.join(path).encode()), v4)
                x['nested_leaf'] += 1
                x['repeated_leaf'] += rep
                x['elements'] += len(flat) if rep else 0
        elif t.startswith(('ARRAY', 'MAP', 'ROW')):
            s = column(s, 'STRING', [None if v is None else jtext(t, v) for v in vals], nullable, len(n.encode()), v4)
        else:
            s = column(s, t, vals, nullable, len(n.encode()), v4)
    return s, [x[k] for k in EXTRA]

def load(d):
    data = []
    for sizes in sorted(glob.glob(os.path.join(d, 'n*.sizes'))):
        spec = sizes[:-6] + '.spec'
        got = [l.split() for l in open(sizes) if l.strip()]
        k = 0
        tab = None
        rows = []
        seq0 = 0
        for line in open(spec):
            j = json.loads(line)
            if 't' in j:
                tab = {'name': j['t'], 'pk': j['pk'], 'cols': j['cols']}
                seq0 = 0
            elif 'r' in j:
                rows.append((j['r'], j['v']))
            else:
                if k >= len(got):
                    break  # a probe still running
                assert got[k][0] == tab['name'] and int(got[k][1]) == len(rows), (sizes, k)
                shape = tab['name'].split('_', 1)[1]
                data.append((tab['name'], shape, tab, rows, seq0, int(got[k][2])))
                seq0 += len(rows)
                rows = []
                k += 1
    return data

def agree(data, w, keep):
    ok = tot = 0
    for n in sorted(set(d[0] for d in data)):
        idx = [i for i, d in enumerate(data) if d[0] == n and keep(d)]
        for i, j in itertools.permutations(idx, 2):
            tot += 1
            ok += (data[i][5] * 1.01 >= data[j][5]) == (w[i] * 1.01 >= w[j])
    return ok, tot

def main():
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, 'sizes')
    data = [x for x in load(d) if len(x[3]) <= SMALL]
    y = np.array([x[5] for x in data], float)
    v3 = np.array([estimate(x[2], x[3], x[4], False)[0] for x in data])
    base, X = zip(*[estimate(x[2], x[3], x[4], True) for x in data])
    base = np.array(base)
    X = np.array(X, float)
    nested = np.array([X[i, 0] > 0 for i in range(len(data))])
    coef = np.linalg.lstsq(X[nested], (y - base)[nested], rcond=None)[0]
    v4 = base + X @ coef
    loo = v4.copy()
    for sh in sorted(set(x[1] for x in data)):
        tr = [i for i, x in enumerate(data) if x[1] != sh and nested[i]]
        te = [i for i, x in enumerate(data) if x[1] == sh]
        c = np.linalg.lstsq(X[tr], (y - base)[tr], rcond=None)[0]
        loo[te] = base[te] + X[te] @ c
    print('%d files of <= %d rows; extra coefficients: %s' % (len(data), SMALL, ' '.join('%s=%.3f' % kc for kc in zip(EXTRA, coef))))
    for label, keep in (('nested', lambda x: any(t.startswith(('ARRAY', 'MAP', 'ROW')) for _, t in x[2]['cols'])),
                        ('decimal', lambda x: not any(t.startswith(('ARRAY', 'MAP', 'ROW')) for _, t in x[2]['cols']))):
        m = np.array([keep(x) for x in data])
        print('%s tables (%d files): mean error v3 %.1f, v4 %.1f, v4 leave-one-shape-out %.1f bytes' % (
            label, m.sum(), np.mean(abs(v3 - y)[m]), np.mean(abs(v4 - y)[m]), np.mean(abs(loo - y)[m])))
        for lab, w in (('v3', v3), ('v4', v4), ('v4 loo', loo)):
            a, t = agree(data, w, keep)
            print('  decisions shared with Paimon, %s: %d / %d (%.1f%%)' % (lab, a, t, 100.0 * a / t))
    if '--shapes' in sys.argv:
        for sh in sorted(set(x[1] for x in data)):
            m = np.array([x[1] == sh for x in data])
            print('  %-6s %s  v3 %.1f  v4 %.1f  loo %.1f' % (sh, data[m.argmax()][2]['cols'], np.mean(abs(v3 - y)[m]), np.mean(abs(v4 - y)[m]), np.mean(abs(loo - y)[m])))

if __name__ == '__main__':
    main()
