#!/usr/bin/env python3
"""Fits kernel RunWeigher's ORC and Avro size models (COMPACTION.md "Run sizes", version 3) to the sizes of the files
Paimon 1.4.2 writes for the rows of flink-oracle/probes/layout27/szN.sql (sizes/FORMAT-COMPRESSION-N.sizes: "table
records bytes" per level-0 file, in commit order, written by SizeProbe.java through Paimon's Java API; the Parquet
sizes it writes are Flink's $files sizes of layout27 to the byte, files of 30 rows within 1). Prints per
format: files, mean / max absolute error, the coefficients in RunWeigher's feature order, and how many size-ratio
decisions (ordered pairs of files of one table, a * 1.01 >= b) the model shares with Paimon, against the Parquet model
(version 2) that weighed these files before.  Usage: python3 fit_formats.py [--java]   (numpy)"""
import itertools, os, re, sys
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'layout27'))
import fit_sizes  # noqa: E402  (SQL parsing, the Parquet model's features)

SMALL = 10
NAME_WEIGHT = 1.0
KIND = {'+I': 0, '-U': 1, '+U': 2, '-D': 3}
ORC = ["file", "column", "nullable", "hasnull", "string", "wide", "all_null", "data", "strdata", "distinct", "stats", "rows", "names"]
AVRO = ["file", "column", "nullable", "string", "long", "double", "decimal", "data", "rows", "names"]
PARQUET_COEF = [129.06, 30.74, 133.50, 10.53, 4.32, 1.02, 45.94, 0.71, 2.62, -12.99]  # RunWeigher version 2

def zz(v):
    z = (v << 1) ^ (v >> 63)
    n = 1
    while z >= 128:
        z >>= 7
        n += 1
    return n

def vclass(t):
    return {'INT': 'i', 'TINYINT': 'i', 'BIGINT': 'l', 'DOUBLE': 'd', 'STRING': 's'}.get(t, 'x' if t.startswith('DECIMAL') else 'o')

def width(t):
    return {'i': 4, 'l': 8, 'd': 8, 's': 0, 'x': 8}.get(vclass(t), 4)

def value(t, v):
    c = vclass(t)
    if c in 'il':
        return int(v)
    if c == 'x':
        return int(round(float(v) * 100))
    return float(v) if c == 'd' else str(v)

def pcols(tab, rows, seq0):
    cols = tab['cols']
    out = []
    if tab['pk']:
        out.append((cols[0][1], False, [r[1][0] for r in rows], '_KEY_' + cols[0][0]))
        out.append(('BIGINT', False, list(range(seq0, seq0 + len(rows))), '_SEQUENCE_NUMBER'))
        out.append(('TINYINT', False, [KIND[r[0]] for r in rows], '_VALUE_KIND'))
    for i, (n, t) in enumerate(cols):
        out.append((t, not (tab['pk'] and i == 0), [r[1][i] for r in rows], n))
    return [(t, nl, [None if v is None else value(t, v) for v in vals], name) for t, nl, vals, name in out]

def orc_bytes(t, v):
    c = vclass(t)
    return zz(v) if c in 'ilx' else 8 if c == 'd' else len(v.encode()) if c == 's' else 4

def avro_bytes(t, v):
    c = vclass(t)
    if c == 's':
        return zz(len(v.encode())) + len(v.encode())
    if c == 'x':
        return 1 + v.bit_length() // 8 + 1  # as RunWeigher (BigInteger#bitLength of the unscaled value)
    return zz(v) if c in 'il' else 8 if c == 'd' else 4

def orc_features(tab, rows, seq0):
    f = dict.fromkeys(ORC, 0)
    f['file'], f['rows'] = 1, len(rows)
    for t, nullable, vals, name in pcols(tab, rows, seq0):
        f['column'] += 1
        f['nullable'] += nullable
        f['string'] += vclass(t) == 's'
        f['wide'] += width(t) == 8
        f['names'] += len(name.encode())
        nn = [v for v in vals if v is not None]
        f['hasnull'] += len(nn) < len(vals)
        if not nn:
            f['all_null'] += 1
            continue
        f['strdata' if vclass(t) == 's' else 'data'] += sum(orc_bytes(t, v) for v in nn)
        f['distinct'] += len(set(nn))
        key = (lambda v: v.encode()) if vclass(t) == 's' else (lambda v: v)
        f['stats'] += orc_bytes(t, min(nn, key=key)) + orc_bytes(t, max(nn, key=key))
    return [f[k] for k in ORC]

def avro_features(tab, rows, seq0):
    f = dict.fromkeys(AVRO, 0)
    f['file'], f['rows'] = 1, len(rows)
    for t, nullable, vals, name in pcols(tab, rows, seq0):
        c = vclass(t)
        f['column'] += 1
        f['nullable'] += nullable
        f['string'] += c == 's'
        f['long'] += c == 'l'
        f['double'] += c == 'd'
        f['decimal'] += c == 'x'
        f['names'] += len(name.encode())
        f['data'] += sum((1 if nullable else 0) + (0 if v is None else avro_bytes(t, v)) for v in vals)
    return [f[k] for k in AVRO]

def load(fmt, comp):
    data = []
    for i in (1, 2, 3, 4):
        sizes = os.path.join(HERE, 'sizes', '%s-%s-%d.sizes' % (fmt, comp, i))
        if not os.path.exists(sizes):
            continue
        got = [l.split() for l in open(sizes) if l.strip()]
        tabs = fit_sizes.tables(open(os.path.join(HERE, '..', 'layout27', 'sz%d.sql' % i)).read())
        k = 0
        for name, tab in tabs.items():
            seq0 = 0
            for ins in tab['inserts']:
                if k >= len(got) or got[k][0] != name:
                    break  # a table SizeProbe could not write (DECIMAL(10,2): its spec parser split the type)
                assert int(got[k][1]) == len(ins), (sizes, name)
                data.append((name, tab, ins, seq0, int(got[k][2])))
                seq0 += len(ins)
                k += 1
    return data

def agree(data, w, limit):
    ok = tot = 0
    for n in sorted(set(d[0] for d in data)):
        idx = [i for i, d in enumerate(data) if d[0] == n and len(d[2]) <= limit]
        for i, j in itertools.permutations(idx, 2):
            tot += 1
            ok += (data[i][4] * 1.01 >= data[j][4]) == (w[i] * 1.01 >= w[j])
    return ok, tot

def parquet_estimate(tab, rows, seq0):
    x, names = fit_sizes.features(tab, [(k, [None if v is None else value(t, v)
                                              for v, (_, t) in zip(vals, tab['cols'])]) for k, vals in rows], seq0)
    return float(np.dot(PARQUET_COEF, x)) + names

def main():
    java = '--java' in sys.argv
    for fmt, comp in (('orc', 'zstd'), ('orc', 'lz4'), ('orc', 'none'), ('avro', 'zstd'), ('avro', 'lz4')):
        data = [d for d in load(fmt, comp) if len(d[2]) <= SMALL]
        if not data:
            continue
        feat = orc_features if fmt == 'orc' else avro_features
        X = np.array([feat(d[1], d[2], d[3]) for d in data], float)
        y = np.array([d[4] for d in data], float)
        # column names: 1 byte per name byte, fixed (ORC's footer and Avro's schema hold each name once; the probes'
        # names are nearly constant, so a fitted weight would stand in for the per-file constant)
        ni = X.shape[1] - 1
        coef = np.append(np.linalg.lstsq(X[:, :ni], y - NAME_WEIGHT * X[:, ni], rcond=None)[0], NAME_WEIGHT)
        est = X @ coef
        pq = [parquet_estimate(d[1], d[2], d[3]) for d in data]
        # leave one table out: the fit of the other tables estimates the table's files
        loo = np.zeros(len(data))
        for n in sorted(set(d[0] for d in data)):
            tr = [i for i, d in enumerate(data) if d[0] != n]
            te = [i for i, d in enumerate(data) if d[0] == n]
            c = np.append(np.linalg.lstsq(X[tr][:, :ni], y[tr] - NAME_WEIGHT * X[tr][:, ni], rcond=None)[0], NAME_WEIGHT)
            loo[te] = X[te] @ c
        if java:
            print('    static final double[] %s_%s = {%s};' % (fmt.upper(), comp.upper(), ', '.join('%.3f' % c for c in coef)))
            continue
        print('%s %s: %d files of <= %d rows, mean error %.1f bytes, max %.1f' % (
            fmt, comp, len(data), SMALL, np.mean(abs(est - y)), np.max(abs(est - y))))
        print('  ' + ' '.join('%s=%.3f' % kc for kc in zip(ORC if fmt == 'orc' else AVRO, coef)))
        a, t = agree(data, loo, SMALL)
        b, _ = agree(data, pq, SMALL)
        print('  leave one table out: mean error %.1f bytes; decisions %d / %d (%.1f%%), Parquet model %d (%.1f%%)%s' % (
            np.mean(abs(loo - y)), a, t, 100.0 * a / t, b, 100.0 * b / t, '' if a > b else '  -> RunWeigher keeps the Parquet model'))
        for lim in (SMALL, 6):
            a, t = agree(data, est, lim)
            b, _ = agree(data, pq, lim)
            print('  decisions shared with Paimon, files of <= %d rows: model %d / %d (%.1f%%), Parquet model %d (%.1f%%)' % (
                lim, a, t, 100.0 * a / t, b, 100.0 * b / t))

if __name__ == '__main__':
    main()
