#!/usr/bin/env python3
"""Fits and checks kernel RunWeigher's model of Paimon 1.4.2's Parquet file sizes (COMPACTION.md "Run sizes",
version 2) on the probes here: szN.sql (written by gen_sizes.py), szN.out (Flink 2.0 + Paimon 1.4.2's $files rows:
record_count, file_size_in_bytes, min_sequence_number per file), szN.varve (Varve's rows for the same script).
Prints the least-squares coefficients (files of at most 10 rows), the mean error, and how many size-ratio decisions
(ordered pairs of files of one table: a * 1.01 >= b) the model and version 1's weight (Varve bytes + 4 per record)
share with Paimon's.  Usage: python3 fit_sizes.py   (numpy)"""
import itertools, math, os, re
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
KIND = {'+I': 0, '-U': 1, '+U': 2, '-D': 3}
NAME_WEIGHT = 2.0   # bytes per column-name byte (fixed, not fitted: names are nearly constant in the probes)
SMALL = 10          # files fitted: at most this many rows

def split_top(s):
    out, depth, cur, q = [], 0, '', False
    for ch in s:
        if q:
            cur += ch
            q = ch != "'"
            continue
        if ch == "'":
            q = True
        elif ch == '(':
            depth += 1
        elif ch == ')':
            depth -= 1
        if ch == ',' and depth == 0:
            out.append(cur.strip()); cur = ''
        else:
            cur += ch
    return out + ([cur.strip()] if cur.strip() else [])

def lit(x):
    m = re.match(r"CAST\((.*) AS (.*)\)$", x)
    if m:
        if m.group(1) == 'NULL':
            return None
        x = m.group(1)
    if x.startswith("'"):
        return x[1:-1]
    return float(x) if '.' in x else int(x)

def tables(sql):
    res = {}
    for line in sql.splitlines():
        m = re.match(r'CREATE TABLE (\w+) \((.*)\) WITH', line)
        if m:
            cols = [tuple(c.split(' ', 1)) for c in split_top(m.group(2)) if not c.startswith('PRIMARY KEY')]
            res[m.group(1)] = {'cols': cols, 'pk': 'PRIMARY KEY' in line, 'inserts': []}
        m = re.match(r'INSERT INTO (\w+) VALUES (.*);$', line.strip())
        if m:
            rows = []
            for tup in split_top(m.group(2)):
                kind = '+I'
                if tup[0] in '+-':
                    kind, tup = tup[:2], tup[2:]
                rows.append((kind, [lit(x) for x in split_top(tup[1:-1])]))
            res[m.group(1)]['inserts'].append(rows)
    return res

def files(sql, out):
    """{table: [(rows, size, min_seq)] in sequence order}, one per INSERT"""
    names = re.findall(r'FROM `(\w+)\$files`', sql)
    rows = [tuple(map(int, r)) for r in re.findall(r'^\+I\[(\d+), (\d+), (\d+)\]$', out, re.M)]
    res, i = {}, 0
    for t in names:
        n = len(re.findall(r'^INSERT INTO %s ' % t, sql, re.M))
        res[t] = sorted(rows[i:i + n], key=lambda r: r[2])
        i += n
    return res

def width(t, v):
    if t in ('BIGINT', 'DOUBLE', 'DECIMAL(10,2)'):
        return 8
    return 4 + len(str(v).encode()) if t == 'STRING' else 4

KEYS = ['file', 'pk', 'column', 'nullable', 'string', 'wide', 'dictionary', 'data', 'stats', 'all_null']

def features(tab, rows, seq0):
    cols = tab['cols']
    pcols = []   # (type, nullable, values, name): Paimon's columns
    if tab['pk']:
        pcols.append((cols[0][1], False, [r[1][0] for r in rows], '_KEY_' + cols[0][0]))
        pcols.append(('BIGINT', False, list(range(seq0, seq0 + len(rows))), '_SEQUENCE_NUMBER'))
        pcols.append(('INT', False, [KIND[r[0]] for r in rows], '_VALUE_KIND'))
    for i, (n, t) in enumerate(cols):
        pcols.append((t, not (tab['pk'] and i == 0), [r[1][i] for r in rows], n))
    f = dict.fromkeys(KEYS, 0)
    f['file'], f['pk'] = 1, int(tab['pk'])
    names = 0
    for t, nullable, vals, name in pcols:
        names += len(name)
        f['column'] += 1
        f['nullable'] += nullable
        f['string'] += t == 'STRING'
        f['wide'] += width(t, 0) == 8
        nn = [v for v in vals if v is not None]
        if not nn:
            f['all_null'] += 1
            continue
        plain = sum(width(t, v) for v in nn)
        distinct = set(nn)
        dict_bytes = sum(width(t, v) for v in distinct)
        bits = (len(distinct) - 1).bit_length()
        encoded = 2 + math.ceil(len(nn) / 8) * bits
        dictionary = encoded + dict_bytes < plain
        f['dictionary'] += dictionary
        f['data'] += encoded + dict_bytes if dictionary else plain
        key = (lambda v: str(v).encode()) if t == 'STRING' else (lambda v: v)
        stat = (lambda v: len(str(v).encode())) if t == 'STRING' else (lambda v: width(t, v))
        f['stats'] += stat(min(nn, key=key)) + stat(max(nn, key=key))
    return [f[k] for k in KEYS], NAME_WEIGHT * names

def main():
    data = []   # (table, rows, paimon size, varve size, features, name bytes)
    for n in sorted(f[:-4] for f in os.listdir(HERE) if re.match(r'sz\d+\.sql$', f)):
        sql = open(os.path.join(HERE, n + '.sql')).read()
        tabs, paimon = tables(sql), files(sql, open(os.path.join(HERE, n + '.out')).read())
        varve = files(sql, open(os.path.join(HERE, n + '.varve')).read())
        for t, fs in paimon.items():
            for ins, (rc, size, seq0), (vrc, vsize, _) in zip(tabs[t]['inserts'], fs, varve[t]):
                assert rc == len(ins) == vrc, (n, t, rc, vrc)
                x, names = features(tabs[t], ins, seq0)
                data.append((t, rc, size, vsize, x, names))
    fit = [d for d in data if d[1] <= SMALL]
    X = np.array([d[4] for d in fit], float)
    y = np.array([d[2] - d[5] for d in fit], float)
    coef = np.linalg.lstsq(X, y, rcond=None)[0]
    print('coefficients (files of <= %d rows, %d files):' % (SMALL, len(fit)))
    for k, c in zip(KEYS, coef):
        print('  %-10s %8.2f' % (k, c))
    est = X @ coef + np.array([d[5] for d in fit])
    print('mean absolute error %.1f bytes, max %.1f' % (np.mean(abs(est - y - [d[5] for d in fit])),
                                                       np.max(abs(est - y - [d[5] for d in fit]))))
    def agree(weights, limit):
        ok = total = 0
        for t in sorted(set(d[0] for d in fit)):
            idx = [i for i, d in enumerate(fit) if d[0] == t and d[1] <= limit]
            for i, j in itertools.permutations(idx, 2):
                total += 1
                ok += (fit[i][2] * 1.01 >= fit[j][2]) == (weights[i] * 1.01 >= weights[j])
        return '%d / %d (%.1f%%)' % (ok, total, 100.0 * ok / total)
    v1 = [d[3] + 4 * d[1] for d in fit]
    for limit in (SMALL, 6):
        print('decisions shared with Paimon, files of <= %d rows: model %s, version 1 %s' % (
            limit, agree(est, limit), agree(v1, limit)))

if __name__ == '__main__':
    main()
