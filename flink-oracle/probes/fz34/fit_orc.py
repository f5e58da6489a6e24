#!/usr/bin/env python3
"""Fits kernel RunWeigher's ORC + zstd model (COMPACTION.md "Run sizes", version 5) to Paimon 1.4.2's file sizes:
sizes/NAME.spec (SizeProbe input: layout27's rows `lN`, gen_orc.py's gen_mix-like tables `gN`) with
sizes/NAME-orc-zstd.sizes (SizeProbe's output, "table records bytes" per file in commit order). Files of at most 10
rows. Prints, per feature set, the mean error and the size-ratio decisions (ordered pairs of files of one table,
a * 1.01 >= b) shared with Paimon when each table is estimated by the fit of the other tables, on layout27's tables
and on gen_orc's, against the Parquet model (version 2's coefficients, probes/fz31/fit_formats.py) and version 3's
ORC feature set.  Usage: python3 fit_orc.py [--java] [CODEC]   (numpy)"""
import itertools, os, sys
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'fz31'))
sys.path.insert(0, os.path.join(HERE, '..', 'layout27'))
import fit_formats  # noqa: E402
import fit_sizes  # noqa: E402

SMALL = 10
KIND = {'+I': 0, '-U': 1, '+U': 2, '-D': 3}

def load(codec):
    data = []
    for f in sorted(os.listdir(os.path.join(HERE, 'sizes'))):
        if not f.endswith('.spec'):
            continue
        sizes = os.path.join(HERE, 'sizes', f[:-5] + '-orc-%s.sizes' % codec)
        if not os.path.exists(sizes):
            continue
        got = [l.split() for l in open(sizes) if l.strip()]
        tab, rows, k = None, [], 0
        for line in open(os.path.join(HERE, 'sizes', f)):
            line = line.rstrip('\n')
            if line.startswith('T '):
                p = line.split(' ', 4)
                cols = [tuple(c.split(':', 1)) for c in p[4].split(',')]
                tab = {'name': f[:-5] + '/' + p[1], 'pk': p[2] == '1', 'cols': cols, 'seq': 0}
            elif line.startswith('R '):
                p = line[2:].split('\t')
                rows.append((p[0], [None if v == '\\N' else v for v in p[1:]]))
            elif line == 'C':
                if k >= len(got) or got[k][0] != tab['name'].split('/')[1]:
                    rows = []  # a table SizeProbe could not write (DECIMAL(10,2): its spec parser splits the type)
                    continue
                assert int(got[k][1]) == len(rows), (sizes, k)
                data.append((tab['name'], tab, rows, tab['seq'], int(got[k][2])))
                tab['seq'] += len(rows)
                rows, k = [], k + 1
    return data

def conv(t, v):
    if v is None:
        return None
    if t in ('INT', 'BIGINT', 'TINYINT'):
        return int(v)
    if t == 'DOUBLE':
        return float(v)
    return v

def columns(tab, rows, seq0):
    """(type, nullable, values) per ORC column of Paimon's file (the root struct left out)."""
    cols = tab['cols']
    out = []
    seqs = list(range(seq0, seq0 + len(rows)))
    if tab['pk']:  # Paimon's file holds the records in key order (its write buffer sorts them), each with its sequence
        key = (lambda r: r[1][0].encode()) if cols[0][1] == 'STRING' else (lambda r: int(r[1][0]))
        order = sorted(range(len(rows)), key=lambda i: key(rows[i]))
        rows, seqs = [rows[i] for i in order], [seqs[i] for i in order]
        out.append((cols[0][1], False, [conv(cols[0][1], r[1][0]) for r in rows], '_KEY_' + cols[0][0]))
        out.append(('BIGINT', False, seqs, '_SEQUENCE_NUMBER'))
        out.append(('TINYINT', False, [KIND[r[0]] for r in rows], '_VALUE_KIND'))
    for i, (n, t) in enumerate(cols):
        out.append((t, not (tab['pk'] and i == 0), [conv(t, r[1][i]) for r in rows], n))
    return out

def zz(v):
    return (v << 1) ^ (v >> 63)

def varint(u):
    n = 1
    while u >= 128:
        u >>= 7
        n += 1
    return n

def bits(u):
    return max(1, u.bit_length())

def rle2(vals, signed=True):
    """ORC RLEv2 bytes of a short run of integers (<= 512): SHORT_REPEAT, DELTA or DIRECT, roughly as the writer picks."""
    n = len(vals)
    if n == 0:
        return 0
    u = [zz(v) if signed else v for v in vals]
    if n >= 3 and len(set(vals)) == 1:
        return 1 + (bits(u[0]) + 7) // 8
    if n >= 3:
        d = [b - a for a, b in zip(vals, vals[1:])]
        if all(x > 0 for x in d) or all(x < 0 for x in d) or len(set(d)) == 1:
            if len(set(d)) == 1:
                return 2 + varint(u[0]) + varint(zz(d[0]))
            bw = bits(max(abs(x) for x in d[1:]))
            return 2 + varint(u[0]) + varint(zz(d[0])) + ((n - 2) * bw + 7) // 8
    bw = bits(max(u))
    for w in (1, 2, 4, 8, 16, 24, 32, 40, 48, 56, 64):
        if w >= bw:
            bw = w
            break
    return 2 + (n * bw + 7) // 8

def byte_rle(vals):
    n = len(vals)
    if n >= 3 and len(set(vals)) == 1:
        return 2
    return 1 + n

def orc_streams(t, vals, nrows):
    """[(raw bytes)] of the column's non-empty streams, and its encoding (dictionary or not)."""
    nn = [v for v in vals if v is not None]
    out = []
    if len(nn) < nrows:
        out.append(1 + (nrows + 7) // 8)  # PRESENT: bit-packed, one byte-RLE literal run
    if not nn:
        return out, False
    if t == 'TINYINT':
        out.append(byte_rle(nn))
    elif t in ('INT', 'BIGINT'):
        out.append(rle2(nn))
    elif t == 'DOUBLE':
        out.append(8 * len(nn))
    elif t == 'BOOLEAN':
        out.append(1 + (len(nn) + 7) // 8)
    else:
        bs = [v.encode() for v in nn]
        d = sorted(set(bs))
        if len(d) <= 0.8 * len(bs):
            out.append(rle2([d.index(b) for b in bs], False))
            out.append(rle2([len(b) for b in d], False))
            out.append(sum(len(b) for b in d))
            return out, True
        out.append(sum(len(b) for b in bs))
        out.append(rle2([len(b) for b in bs], False))
    return out, False

def stat_bytes(t, nn):
    if t in ('INT', 'BIGINT', 'TINYINT'):
        return varint(zz(min(nn))) + varint(zz(max(nn))) + varint(zz(sum(nn)))
    if t == 'DOUBLE':
        return 24
    bs = [v.encode() for v in nn]
    return len(min(bs)) + len(max(bs)) + varint(sum(len(b) for b in bs))

FEATS = ['file', 'column', 'nullable', 'hasnull', 'string', 'wide', 'all_null', 'data', 'strdata', 'distinct', 'stats',
         'rows', 'names', 'streams', 'sdata', 'dict', 'stats2', 'count']

def features(tab, rows, seq0):
    f = dict.fromkeys(FEATS, 0.0)
    f['file'], f['rows'] = 1, len(rows)
    for t, nullable, vals, name in columns(tab, rows, seq0):
        f['column'] += 1
        f['nullable'] += nullable
        f['string'] += t == 'STRING'
        f['wide'] += t in ('BIGINT', 'DOUBLE')
        f['names'] += len(name.encode())
        nn = [v for v in vals if v is not None]
        f['hasnull'] += len(nn) < len(vals)
        s, dic = orc_streams(t, vals, len(rows))
        f['streams'] += len(s)
        f['sdata'] += sum(s)
        f['dict'] += dic
        if not nn:
            f['all_null'] += 1
            continue
        if t == 'STRING':
            f['strdata'] += sum(len(v.encode()) for v in nn)
        else:
            f['data'] += sum(8 if t == 'DOUBLE' else varint(zz(v)) for v in nn)
        f['distinct'] += len(set(nn))
        f['stats'] += (2 * 8 if t == 'DOUBLE' else sum(len(v.encode()) if t == 'STRING' else varint(zz(v)) for v in (min(nn, key=lambda v: v.encode() if t == 'STRING' else v), max(nn, key=lambda v: v.encode() if t == 'STRING' else v))))
        f['stats2'] += stat_bytes(t, nn)
        f['count'] += varint(len(nn))
    return [f[k] for k in FEATS]

NAME = FEATS.index('names')

def fit(X, y, cols):
    idx = [FEATS.index(c) for c in cols]
    c = np.linalg.lstsq(X[:, idx], y - X[:, NAME], rcond=None)[0]
    full = np.zeros(len(FEATS))
    full[idx] = c
    full[NAME] = 1.0
    return full

def agree(data, w, tables):
    ok = tot = 0
    for n in tables:
        idx = [i for i, d in enumerate(data) if d[0] == n]
        for i, j in itertools.permutations(idx, 2):
            tot += 1
            ok += (data[i][4] * 1.01 >= data[j][4]) == (w[i] * 1.01 >= w[j])
    return ok, tot

def parquet(d):
    tab, rows, seq0 = d[1], d[2], d[3]
    t2 = {'pk': tab['pk'], 'cols': [(n, t) for n, t in tab['cols']]}
    return fit_formats.parquet_estimate(t2, [(k, v) for k, v in rows], seq0)

V3 = ['file', 'column', 'nullable', 'hasnull', 'string', 'wide', 'all_null', 'data', 'strdata', 'distinct', 'stats', 'rows']
# version 5 (RunWeigher.ORC_ZSTD): the greedy forward selection over FEATS by held-out decisions (layout27 + gen_orc)
V5 = ['file', 'column', 'sdata', 'stats2', 'hasnull', 'distinct', 'string']
SETS = {
    'v3 (fz31 features)': V3,
    'all stream features': ['file', 'column', 'nullable', 'hasnull', 'string', 'wide', 'all_null', 'streams', 'sdata', 'dict', 'distinct', 'stats2', 'count', 'rows'],
    'v3 + stream features': V3 + ['streams', 'sdata', 'dict', 'stats2'],
    'version 5': V5,
}

def main():
    codec = [a for a in sys.argv[1:] if not a.startswith('-')] or ['zstd']
    data = [d for d in load(codec[0]) if len(d[2]) <= SMALL]
    X = np.array([features(d[1], d[2], d[3]) for d in data], float)
    y = np.array([d[4] for d in data], float)
    tabs = sorted(set(d[0] for d in data))
    lt = [t for t in tabs if t.startswith('l')]
    gt = [t for t in tabs if t.startswith('g')]
    pq = [parquet(d) for d in data]
    print('%d files of <= %d rows (%d layout27 tables, %d gen_orc tables)' % (len(data), SMALL, len(lt), len(gt)))
    a, t = agree(data, pq, lt)
    b, u = agree(data, pq, gt)
    print('%-22s layout27 %d / %d   gen_orc %d / %d' % ('Parquet model', a, t, b, u))
    for name, cols in SETS.items():
        coef = fit(X, y, cols)
        loo = np.zeros(len(data))
        for n in tabs:
            tr = [i for i, d in enumerate(data) if d[0] != n]
            te = [i for i, d in enumerate(data) if d[0] == n]
            loo[te] = X[te] @ fit(X[tr], y[tr], cols)
        a, t = agree(data, loo, lt)
        b, u = agree(data, loo, gt)
        ai, _ = agree(data, X @ coef, lt)
        bi, _ = agree(data, X @ coef, gt)
        print('%-22s layout27 %d / %d   gen_orc %d / %d   (in sample %d, %d; mean error %.1f, held out %.1f)' % (
            name, a, t, b, u, ai, bi, np.mean(abs(X @ coef - y)), np.mean(abs(loo - y))))
        if '-v' in sys.argv:
            print('   ' + ' '.join('%s=%.3f' % (k, c) for k, c in zip(FEATS, coef) if c))
        if '--java' in sys.argv and name == 'version 5':
            print('    static final double[] ORC_%s = {%s}; // %s, names' % (codec[0].upper(), ', '.join('%.3f' % coef[FEATS.index(k)] for k in V5), ', '.join(V5)))

if __name__ == '__main__':
    main()
