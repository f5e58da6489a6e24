#!/usr/bin/env python3
"""Probe scripts measuring Paimon 1.4.2's Parquet file sizes ($files.file_size_in_bytes) of files of 17..300 records
(kernel COMPACTION.md "Run sizes", version 6). Each table is `write-only` (bucket 1 for primary-key tables), so every
INSERT is one level-0 file: INSERTs of VALUES for 17..60 rows (a VALUES of 200 rows fails on the oracle's minicluster,
probes/layout27), and `INSERT INTO t SELECT .. FROM t_src WHERE id BETWEEN a AND b` for 90..300 rows, from an append
table `t_src` filled by INSERTs of 50 rows. Writes bigN.sql, an empty bigN.out, and rows.json (per table its columns
and per file its rows in insert order, with the first sequence number: Paimon numbers a write-only bucket's records
0, 1, .. across commits) for the fit (fit_big.py, RunWeigherFitDump).
Usage: python3 gen_big.py DIR"""
import json, os, random, sys

VALUES_COUNTS = [17, 24, 32, 45, 60]
SELECT_RANGES = [(1, 90), (31, 160), (61, 260), (1, 300)]   # ids of t_src: 90, 130, 200, 300 rows
SRC_ROWS = 300
KIND_COUNTS = [17, 30, 60]

HEX = '0123456789abcdef'


def sqltype(t):
    return {'NULLSTR': 'STRING', 'LSTRING': 'STRING', 'HEX400': 'STRING', 'HEX60': 'STRING', 'UUID': 'STRING',
            'LISTAGG': 'STRING', 'CONST': 'STRING', 'INTW': 'INT', 'BIGW': 'BIGINT', 'INT1': 'INT'}.get(t, t)


def value(r, typ, nullp):
    """(SQL literal, JSON value) of one random value of typ."""
    if typ == 'NULLSTR' or (typ not in ('CONST', 'INT1') and r.random() < nullp):
        return 'CAST(NULL AS %s)' % sqltype(typ), None
    if typ == 'INT':
        v = r.randint(1, 9)
        return str(v), v
    if typ == 'INT1':
        return '1', 1
    if typ == 'INTW':
        v = r.randint(0, 1000000)
        return str(v), v
    if typ == 'BIGINT':
        v = r.randint(1, 9)
        return 'CAST(%d AS BIGINT)' % v, v
    if typ == 'BIGW':
        v = r.randint(0, 10 ** 12)
        return 'CAST(%d AS BIGINT)' % v, v
    if typ == 'DOUBLE':
        v = '%d.%d' % (r.randint(0, 9), r.randint(0, 99))
        return 'CAST(%s AS DOUBLE)' % v, float(v)
    if typ == 'DECIMAL(10,2)':
        v = '%d.%02d' % (r.randint(0, 99), r.randint(0, 99))
        return 'CAST(%s AS DECIMAL(10,2))' % v, v
    if typ == 'DECIMAL(20,2)':
        v = '%d.%02d' % (r.randint(0, 999999), r.randint(0, 99))
        return 'CAST(%s AS DECIMAL(20,2))' % v, v
    if typ == 'CONST':
        return "'p1'", 'p1'
    if typ == 'STRING':
        v = r.choice('xyzw')
    elif typ == 'LSTRING':
        v = ''.join(r.choice('abcdefghij') for _ in range(r.randint(5, 15)))
    elif typ == 'HEX400':
        v = ''.join(r.choice(HEX) for _ in range(400))
    elif typ == 'HEX60':
        v = ''.join(r.choice(HEX) for _ in range(60))
    elif typ == 'UUID':
        v = ''.join(r.choice(HEX) for _ in range(32))
    elif typ == 'LISTAGG':
        v = ','.join(r.sample(['b1', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'], r.randint(1, 6)))
    else:
        raise ValueError(typ)
    return "'%s'" % v, v


def key(ktype, k):
    if ktype == 'INT':
        return str(k), k
    if ktype == 'BIGINT':
        v = 1000000000 + 7919 * k
        return 'CAST(%d AS BIGINT)' % v, v
    return "'k%d'" % k, 'k%d' % k


# name -> (value columns after k, primary key?, key type, null probability, kinds (VALUES only) or None)
TABLES = {
    'b_str': (['STRING'], True, 'INT', 0.15, None),
    'b_lstr': (['LSTRING', 'INT'], True, 'INT', 0.15, None),
    'b_pad400': (['STRING', 'INT', 'HEX400'], True, 'INT', 0.1, None),
    'b_pad60': (['STRING', 'INT', 'HEX60'], True, 'INT', 0.1, None),
    'b_wide': (['INT', 'STRING', 'BIGINT', 'DOUBLE', 'DECIMAL(10,2)', 'STRING'], True, 'INT', 0.15, None),
    'b_agg': (['LISTAGG', 'DECIMAL(20,2)', 'HEX400'], True, 'INT', 0.5, None),
    'b_strkey': (['INT', 'LSTRING'], True, 'STRING', 0.15, None),
    'b_bigkey': (['STRING', 'DOUBLE'], True, 'BIGINT', 0.15, None),
    'b_pu': (['INT', 'INT', 'STRING', 'BIGINT', 'INT', 'STRING', 'INT'], True, 'INT', 0.5, None),
    'b_uuid': (['UUID', 'INTW', 'BIGW'], True, 'INT', 0.05, None),
    'b_const': (['CONST', 'INT1', 'INTW'], True, 'INT', 0.0, None),
    'b_ap_str': (['STRING', 'LSTRING', 'INT'], False, 'INT', 0.15, None),
    'b_ap_pad': (['INT', 'HEX400', 'STRING'], False, 'INT', 0.1, None),
    'b_kinds': (['STRING', 'INT'], True, 'INT', 0.15, ['+I', '-D', '+U', '-U']),
}


def script(name, seed, meta):
    cols, pk, ktype, nullp, kinds = TABLES[name]
    r = random.Random(seed)
    names = ['c%d' % i for i in range(len(cols))]
    coldefs = ', '.join('%s %s' % (n, sqltype(t)) for n, t in zip(names, cols))
    lines = ['CREATE TABLE %s (k %s, %s%s) WITH (%s);' % (
        name, ktype, coldefs, ', PRIMARY KEY (k) NOT ENFORCED' if pk else '',
        "'bucket' = '1', 'write-only' = 'true'" if pk else "'write-only' = 'true'")]
    tab = {'cols': [['k', ktype]] + [[n, t] for n, t in zip(names, cols)], 'pk': pk, 'files': []}
    seq = 0
    for n in (KIND_COUNTS if kinds else VALUES_COUNTS):
        rows, jrows = [], []
        for k in range(1, n + 1):
            kl, kv = key(ktype, k)
            vals = [value(r, t, nullp) for t in cols]
            kind = r.choice(kinds) if kinds else '+I'
            rows.append((kind if kinds else '') + '(%s, %s)' % (kl, ', '.join(v[0] for v in vals)))
            jrows.append([kind, [kv] + [v[1] for v in vals]])
        lines.append('INSERT INTO %s VALUES %s;' % (name, ', '.join(rows)))
        tab['files'].append({'seq0': seq, 'rows': jrows})
        seq += n
    if not kinds:
        lines.append('CREATE TABLE %s_src (id INT, k %s, %s) WITH (\'write-only\' = \'true\');' % (name, ktype, coldefs))
        src = []
        for start in range(1, SRC_ROWS + 1, 50):
            rows = []
            for i in range(start, start + 50):
                kl, kv = key(ktype, i)
                vals = [value(r, t, nullp) for t in cols]
                rows.append('(%d, %s, %s)' % (i, kl, ', '.join(v[0] for v in vals)))
                src.append([kv] + [v[1] for v in vals])
            lines.append('INSERT INTO %s_src VALUES %s;' % (name, ', '.join(rows)))
        for a, b in SELECT_RANGES:
            lines.append('INSERT INTO %s SELECT k, %s FROM %s_src WHERE id BETWEEN %d AND %d;' % (
                name, ', '.join(names), name, a, b))
            tab['files'].append({'seq0': seq, 'rows': [['+I', v] for v in src[a - 1:b]]})
            seq += b - a + 1
    lines.append('SELECT record_count, file_size_in_bytes, min_sequence_number FROM `%s$files`;' % name)
    meta[name] = tab
    return lines


GROUPS = [['b_str', 'b_lstr', 'b_pad400', 'b_pad60'],
          ['b_wide', 'b_agg', 'b_strkey', 'b_bigkey'],
          ['b_pu', 'b_uuid', 'b_const'],
          ['b_ap_str', 'b_ap_pad', 'b_kinds']]

if __name__ == '__main__':
    out = sys.argv[1]
    meta = {}
    for gi, g in enumerate(GROUPS):
        lines = []
        for j, name in enumerate(g):
            lines += script(name, 40000 + gi * 10 + j, meta)
        open(os.path.join(out, 'big%d.sql' % (gi + 1)), 'w').write('\n'.join(lines) + '\n')
        if not os.path.exists(os.path.join(out, 'big%d.out' % (gi + 1))):  # keep Flink's sizes
            open(os.path.join(out, 'big%d.out' % (gi + 1)), 'w').write('')
    json.dump(meta, open(os.path.join(out, 'rows.json'), 'w'))
