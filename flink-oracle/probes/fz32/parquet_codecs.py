#!/usr/bin/env python3
"""Parquet with 'file.compression' lz4 / none against zstd (the Parquet model's fit): the files Paimon 1.4.2 writes for
layout27's szN rows (SizeProbe of probes/fz31: DIR/parquet-CODEC-N.sizes). Prints per codec the mean error of
RunWeigher's Parquet model (version 2's coefficients) and its size-ratio decisions shared with Paimon, and the same
for the model refitted to that codec, each table estimated by the fit of the other tables.
Usage: python3 parquet_codecs.py DIR   (numpy)"""
import os, sys
import numpy as np
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'fz31'))
sys.path.insert(0, os.path.join(HERE, '..', 'layout27'))
import fit_formats as ff, fit_sizes  # noqa: E402

def load(d, comp):
    data = []
    for i in (1, 2, 3, 4):
        p = os.path.join(d, 'parquet-%s-%d.sizes' % (comp, i))
        if not os.path.exists(p):
            continue
        got = [l.split() for l in open(p) if l.strip()]
        tabs = fit_sizes.tables(open(os.path.join(HERE, '..', 'layout27', 'sz%d.sql' % i)).read())
        k = 0
        for name, tab in tabs.items():
            seq0 = 0
            for ins in tab['inserts']:
                if k >= len(got) or got[k][0] != name:
                    break
                data.append((name + str(i), tab, ins, seq0, int(got[k][2])))
                seq0 += len(ins)
                k += 1
    return data

def main():
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, 'sizes')
    for comp in ('zstd', 'lz4', 'none'):
        data = [x for x in load(d, comp) if len(x[2]) <= ff.SMALL]
        if not data:
            continue
        y = np.array([x[4] for x in data], float)
        pq = np.array([ff.parquet_estimate(x[1], x[2], x[3]) for x in data])
        feats = [fit_sizes.features(x[1], [(k, [None if v is None else ff.value(t, v) for v, (_, t) in zip(vals, x[1]['cols'])])
                                           for k, vals in x[2]], x[3]) for x in data]
        X = np.array([f[0] for f in feats], float)
        names = np.array([f[1] for f in feats], float)
        loo = np.zeros(len(data))
        for n in sorted(set(x[0] for x in data)):
            tr = [i for i, x in enumerate(data) if x[0] != n]
            te = [i for i, x in enumerate(data) if x[0] == n]
            c = np.linalg.lstsq(X[tr], (y - names)[tr], rcond=None)[0]
            loo[te] = X[te] @ c + names[te]
        data2 = [(x[0], x[1], x[2], x[3], None, x[4]) for x in data]
        a, t = agree(data, pq)
        b, _ = agree(data, loo)
        print('parquet %s: %d files; Parquet model mean error %.1f, decisions %d / %d (%.1f%%); refitted (leave one table out) %.1f, %d (%.1f%%)' % (
            comp, len(data), np.mean(abs(pq - y)), a, t, 100.0 * a / t, np.mean(abs(loo - y)), b, 100.0 * b / t))

def agree(data, w):
    import itertools
    ok = tot = 0
    for n in sorted(set(x[0] for x in data)):
        idx = [i for i, x in enumerate(data) if x[0] == n]
        for i, j in itertools.permutations(idx, 2):
            tot += 1
            ok += (data[i][4] * 1.01 >= data[j][4]) == (w[i] * 1.01 >= w[j])
    return ok, tot

main()
