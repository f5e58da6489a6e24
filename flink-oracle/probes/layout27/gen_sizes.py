#!/usr/bin/env python3
"""Probe scripts measuring Paimon 1.4.2's Parquet file sizes ($files.file_size_in_bytes) per schema and row count.
Each table gets one INSERT per row count in COUNTS (write-only: every INSERT stays a level-0 flush file; a
partitioned variant, one job for all counts, failed on the oracle's minicluster: "Insufficient number of network buffers"). Values in the fuzz generators' style (1..9, 'x'..'w', 15% NULL)."""
import random, sys, os



def val(r, typ, nullp=0.15):
    if typ == 'NULLSTR':
        return 'CAST(NULL AS STRING)'
    if typ == 'NULLINT':
        return 'CAST(NULL AS INT)'
    if r.random() < nullp:
        return 'CAST(NULL AS %s)' % sqltype(typ)
    if typ == 'INT':
        return str(r.randint(1, 9))
    if typ == 'BIGINT':
        return 'CAST(%d AS BIGINT)' % r.randint(1, 9)
    if typ == 'STRING':
        return "'%s'" % r.choice('xyzw')
    if typ == 'LSTRING':
        return "'%s'" % ''.join(r.choice('abcdefghij') for _ in range(r.randint(5, 15)))
    if typ == 'DOUBLE':
        return 'CAST(%d.%d AS DOUBLE)' % (r.randint(0, 9), r.randint(0, 99))
    if typ == 'DECIMAL(10,2)':
        return 'CAST(%d.%02d AS DECIMAL(10,2))' % (r.randint(0, 99), r.randint(0, 99))
    raise ValueError(typ)

def sqltype(t):
    return {'NULLSTR': 'STRING', 'NULLINT': 'INT', 'LSTRING': 'STRING'}.get(t, t)

# name -> (columns after k, pk?, key type, kinds)
TABLES = {
    'pk_str': (['STRING'], True, 'INT', None),
    'pk_int': (['INT'], True, 'INT', None),
    'pk_bigint': (['BIGINT'], True, 'INT', None),
    'pk_double': (['DOUBLE'], True, 'INT', None),
    'pk_dec': (['DECIMAL(10,2)'], True, 'INT', None),
    'pk_nullstr': (['NULLSTR'], True, 'INT', None),
    'pk_nullint3': (['NULLINT', 'NULLINT', 'NULLINT'], True, 'INT', None),
    'pk_int6': (['INT'] * 6, True, 'INT', None),
    'pk_pu': (['INT', 'INT', 'STRING', 'BIGINT', 'INT', 'STRING', 'INT'], True, 'INT', None),
    'pk_wide': (['INT', 'STRING', 'BIGINT', 'DOUBLE', 'DECIMAL(10,2)', 'STRING'], True, 'INT', None),
    'pk_lstr': (['LSTRING'], True, 'INT', None),
    'pk_strkey': (['INT'], True, 'STRING', None),
    'pk_bigkey': (['STRING'], True, 'BIGINT', None),
    'ap_str': (['STRING'], False, 'INT', None),
    'ap_pu': (['INT', 'INT', 'STRING', 'BIGINT', 'INT', 'STRING', 'INT'], False, 'INT', None),
    'pk_str_kinds': (['STRING'], True, 'INT', ['+I', '-D', '+U', '-U']),
    'pk_str_id': (['STRING'], True, 'INT', ['+I', '+U']),
    'pk_str_del': (['STRING'], True, 'INT', ['-D']),
}

def keylit(r, typ, k):
    if typ == 'INT':
        return str(k)
    if typ == 'BIGINT':
        return 'CAST(%d AS BIGINT)' % k
    return "'k%d'" % k

COUNTS = [1, 2, 2, 3, 3, 4, 6, 10, 30, 60]  # 200 rows in one VALUES failed on the minicluster (network buffers)

def script(name, seed):
    cols, pk, ktype, kinds = TABLES[name]
    r = random.Random(seed)
    names = ['c%d' % i for i in range(len(cols))]
    ddl = 'CREATE TABLE %s (k %s, %s%s) WITH (%s);' % (
        name, ktype, ', '.join('%s %s' % (n, sqltype(t)) for n, t in zip(names, cols)),
        ', PRIMARY KEY (k) NOT ENFORCED' if pk else '',
        "'bucket' = '1', 'write-only' = 'true'" if pk else "'write-only' = 'true'")
    lines = [ddl]
    for n in COUNTS:
        rows = []
        for k in range(1, n + 1):
            body = '(%s, %s)' % (keylit(r, ktype, k), ', '.join(val(r, t) for t in cols))
            rows.append((r.choice(kinds) if kinds else '') + body)
        lines.append('INSERT INTO %s VALUES %s;' % (name, ', '.join(rows)))
    lines.append('SELECT record_count, file_size_in_bytes, min_sequence_number FROM `%s$files`;' % name)
    return lines

if __name__ == '__main__':
    out = sys.argv[1]
    groups = [['pk_str', 'pk_int', 'pk_bigint', 'pk_double', 'pk_dec'],
              ['pk_nullstr', 'pk_nullint3', 'pk_int6', 'pk_pu', 'pk_wide'],
              ['pk_lstr', 'pk_strkey', 'pk_bigkey', 'ap_str', 'ap_pu'],
              ['pk_str_kinds', 'pk_str_id', 'pk_str_del']]
    for gi, g in enumerate(groups):
        lines = []
        for j, name in enumerate(g):
            lines += script(name, 27000 + gi * 10 + j)
        open(os.path.join(out, 'sz%d.sql' % (gi + 1)), 'w').write('\n'.join(lines) + '\n')
        open(os.path.join(out, 'sz%d.out' % (gi + 1)), 'w').write('')
