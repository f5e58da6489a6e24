#!/usr/bin/env python3
"""Fits and checks kernel RunWeigher's model of Paimon 1.4.2's Parquet sizes of files of more than 16 records
(COMPACTION.md "Run sizes", version 6).

  python3 fit_big.py extra            writes extra.json: layout27's files of 30 and 60 rows and lc39_sizes' three
                                      60-row bottom files (400-character pads) in rows.json's form
  (RunWeigherFitDump, README.md)      writes features.tsv from rows.json and extra.json
  python3 fit_big.py [--java]         fits LARGE (least squares of Paimon's size minus fixed(cols)) on the files
                                      of 17..300 records of bigN (Flink's sizes in bigN.out, Varve's in bigN.varve)
                                      and layout27, prints the coefficients, the mean error, each table estimated by
                                      the fit of the other tables, and the size-ratio decisions (ordered pairs of
                                      files of one table, a * 1.01 >= b) shared with Paimon's against version 5's
                                      weight (fixed + Varve's bytes); lc39's files are held out. --java writes the
                                      coefficients into RunWeigher.java (LARGE-BEGIN .. LARGE-END).
numpy."""
import itertools, json, os, re, sys
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
L27 = os.path.join(HERE, '..', 'layout27')
LC39 = os.path.join(HERE, '..', 'lc39', 'lc39_sizes.sql')
JAVA = os.path.join(HERE, '..', '..', '..', 'kernel', 'src', 'main', 'java', 'dev', 'varve', 'kernel', 'table',
                    'RunWeigher.java')
sys.path.insert(0, L27)
import fit_sizes  # noqa: E402  (split_top, lit, tables, files)

LC39_SIZES = {'lc39_p': 16027, 'lc39_a': 15307, 'lc39_q': 15263}   # lc39_sizes.out: the 60-row level-5 files


def sizes(sql, out):
    """{table: [(rows, size)] in sequence order}"""
    return {t: [(r[0], r[1]) for r in fs] for t, fs in fit_sizes.files(sql, out).items()}


def extra():
    meta, paimon, varve = {}, {}, {}
    for n in sorted(f[:-4] for f in os.listdir(L27) if re.match(r'sz\d+\.sql$', f)):
        sql = open(os.path.join(L27, n + '.sql')).read()
        tabs = fit_sizes.tables(sql)
        ps = sizes(sql, open(os.path.join(L27, n + '.out')).read())
        vs = sizes(sql, open(os.path.join(L27, n + '.varve')).read())
        for t, tab in tabs.items():
            name = 'l27_' + t
            files, seq = [], 0
            for i, ins in enumerate(tab['inserts']):
                if True:
                    files.append({'seq0': seq, 'rows': [[k, v] for k, v in ins]})
                    paimon.setdefault(name, []).append(ps[t][i][1])
                    varve.setdefault(name, []).append(vs[t][i][1])
                seq += len(ins)
            if files:
                meta[name] = {'cols': [[c, ty.replace(' ', '')] for c, ty in tab['cols']], 'pk': tab['pk'],
                              'files': files}
    sql = open(LC39).read()
    for line in sql.splitlines():
        m = re.match(r'CREATE TABLE (\w+) \((.*)\) WITH', line)
        if m and 'lc39_' + m.group(1) in LC39_SIZES:
            cols = [tuple(c.split(' ', 1)) for c in fit_sizes.split_top(m.group(2)) if not c.startswith('PRIMARY KEY')]
            name = 'lc39_' + m.group(1)
            ins = re.search(r'^INSERT INTO %s VALUES (.*);$' % m.group(1), sql, re.M).group(1)
            rows = [['+I', [fit_sizes.lit(x) for x in fit_sizes.split_top(tup[1:-1])]] for tup in fit_sizes.split_top(ins)]
            meta[name] = {'cols': [[c, ty.replace(' ', '')] for c, ty in cols], 'pk': True,
                          'files': [{'seq0': 0, 'rows': rows}]}
            paimon[name] = [LC39_SIZES[name]]
    json.dump(meta, open(os.path.join(HERE, 'extra.json'), 'w'))
    json.dump({'paimon': paimon, 'varve': varve}, open(os.path.join(HERE, 'extra_sizes.json'), 'w'))


def load():
    """[(table, records, paimon, varve or None, fixed, small, large, features)]"""
    paimon, varve = {}, {}
    for n in sorted(f[:-4] for f in os.listdir(HERE) if re.match(r'big\d+\.sql$', f)):
        sql = open(os.path.join(HERE, n + '.sql')).read()
        for t, fs in sizes(sql, open(os.path.join(HERE, n + '.out')).read()).items():
            paimon[t] = [s for _, s in fs]
        if os.path.exists(os.path.join(HERE, n + '.varve')):
            for t, fs in sizes(sql, open(os.path.join(HERE, n + '.varve')).read()).items():
                varve[t] = [s for _, s in fs]
    ex = json.load(open(os.path.join(HERE, 'extra_sizes.json')))
    paimon.update(ex['paimon'])
    varve.update(ex['varve'])
    data = []
    lines = open(os.path.join(HERE, 'features.tsv')).read().splitlines()
    head = lines[0].split('\t')
    for line in lines[1:]:
        f = line.split('\t')
        t, i, rc = f[0], int(f[1]), int(f[2])
        if len(paimon.get(t, [])) <= i:
            continue
        v = varve.get(t)
        data.append((t, rc, paimon[t][i], v[i] if v else None, float(f[3]), float(f[4]), float(f[5]),
                     [float(x) for x in f[6:]]))
    return head[6:], data


def agree(data, weights):
    ok = total = 0
    for t in sorted(set(d[0] for d in data)):
        idx = [i for i, d in enumerate(data) if d[0] == t]
        for i, j in itertools.permutations(idx, 2):
            total += 1
            ok += (data[i][2] * 1.01 >= data[j][2]) == (weights[i] * 1.01 >= weights[j])
    return ok, total


def agree_close(data, weights):
    ok = total = 0
    for t in sorted(set(d[0] for d in data)):
        idx = [i for i, d in enumerate(data) if d[0] == t]
        for i, j in itertools.permutations(idx, 2):
            if abs(data[i][2] - data[j][2]) > 0.15 * data[j][2]:
                continue
            total += 1
            ok += (data[i][2] * 1.01 >= data[j][2]) == (weights[i] * 1.01 >= weights[j])
    return ok, total


def fit(rows):
    X = np.array([d[7] for d in rows], float)
    y = np.array([d[2] - d[4] for d in rows], float)
    return np.linalg.lstsq(X, y, rcond=None)[0]


def main():
    keys, data = load()
    small = [d for d in data if d[1] <= 16]
    data = [d for d in data if d[1] > 16]
    train = [d for d in data if not d[0].startswith('lc39_') and d[1] <= 300]
    coef = fit(train)
    print('coefficients (%d files of %d..%d records, %d tables):' % (
        len(train), min(d[1] for d in train), max(d[1] for d in train), len(set(d[0] for d in train))))
    for k, c in zip(keys, coef):
        print('  %-12s %9.3f' % (k, c))
    est = [d[4] + np.dot(coef, d[7]) for d in train]
    held = []
    for d in train:
        c = fit([e for e in train if e[0] != d[0]])
        held.append(d[4] + np.dot(c, d[7]))
    old = [d[4] + d[3] if d[3] is not None else float('nan') for d in train]
    err = lambda w: np.nanmean([abs(a - d[2]) for a, d in zip(w, train)])
    rel = lambda w: np.nanmean([abs(a - d[2]) / d[2] for a, d in zip(w, train)])
    print('mean absolute error: fitted %.0f bytes (%.1f%%), held out by table %.0f (%.1f%%), version 5 (fixed + '
          'Varve bytes) %.0f (%.1f%%), small-file model %.0f (%.1f%%)' % (
              err(est), 100 * rel(est), err(held), 100 * rel(held), err(old), 100 * rel(old),
              err([d[5] for d in train]), 100 * rel([d[5] for d in train])))
    withv = [i for i, d in enumerate(train) if d[3] is not None]
    sub = [train[i] for i in withv]
    print('size-ratio decisions shared with Paimon (ordered pairs of one table, %d files with Varve sizes):' % len(sub))
    for label, w in (('version 6 fitted', est), ('version 6 held out', held), ('version 5', old),
                     ('small-file model', [d[5] for d in train])):
        ok, total = agree(sub, [w[i] for i in withv])
        print('  %-20s %d / %d (%.1f%%)' % (label, ok, total, 100.0 * ok / total))
    close = lambda w: agree_close([train[i] for i in withv], [w[i] for i in withv])
    for label, w in (('version 6 held out', held), ('version 5', old)):
        ok, total = close(w)
        print('  %-20s pairs within 15%% of each other: %d / %d' % (label, ok, total))
    # layout27's tables: runs of files of 1..10 records (the small-file model, both versions) under a file of 30 / 60
    # records: does the sum of the m newest small files * 1.01 reach the large one, m = 1..8 (the size ratio's question)
    hv = {(d[0], d[1], d[2]): h for d, h in zip(train, held)}
    for label, big in (('version 6 held out', lambda d: hv[(d[0], d[1], d[2])]), ('version 5', lambda d: d[4] + d[3])):
        ok = total = 0
        for t in sorted(set(d[0] for d in small)):
            sm = [d for d in small if d[0] == t][::-1]
            for b in [d for d in train if d[0] == t]:
                for m in range(1, min(8, len(sm)) + 1):
                    total += 1
                    p = sum(d[2] for d in sm[:m]) * 1.01 >= b[2]
                    e = sum(d[5] for d in sm[:m]) * 1.01 >= big(b)
                    ok += p == e
        print('  %-20s sums of 1..8 small files (small-file model) against a file of 30 / 60: %d / %d' % (label, ok, total))
    print('per table (held out): table, records, Paimon, version 6, version 5')
    for d, h, o in zip(train, held, old):
        print('  %-12s %4d %7d %8.0f %8.0f' % (d[0], d[1], d[2], h, o))
    print('lc39 (held out):')
    for d in data:
        if d[0].startswith('lc39_'):
            print('  %-8s %d records: Paimon %d, version 6 %.0f (Java now %.0f), fixed %.0f' % (
                d[0], d[1], d[2], d[4] + np.dot(coef, d[7]), d[6], d[4]))
    if '--java' in sys.argv:
        src = open(JAVA).read()
        new = '    static final double[] LARGE = {%s};\n' % ', '.join('%.3f' % c for c in coef)
        src = re.sub(r'(// LARGE-BEGIN[^\n]*\n).*?(    // LARGE-END)', lambda m: m.group(1) + new + m.group(2), src,
                     flags=re.S)
        open(JAVA, 'w').write(src)
        print('wrote', JAVA)


if __name__ == '__main__':
    if sys.argv[1:2] == ['extra']:
        extra()
    else:
        main()
