#!/usr/bin/env python3
"""The edges of the aggregation and partial-update engines that gen_agg / gen_partial skip (`fzat_`): every type each
aggregate function takes (TINYINT .. DECIMAL(38, s), CHAR / VARCHAR, BOOLEAN, DATE, TIMESTAMP(p), TIMESTAMP_LTZ, BYTES,
ARRAY, MAP, ROW), overflow, NaN / +-Infinity (Flink folds a literal -0.0 to 0.0), empty strings and NULL elements, duplicate map keys,
`fields.default-aggregate-function`, ignore-retract, remove-record-on-delete, retractions of every function (refused
ones end the script), `sequence.field` (also descending) on aggregation tables, nested_update / nested_partial_update,
merge_map_with_keytime; partial-update sequence groups with several sequence fields, NULL sequence values, a
descending `sequence.field`, aggregate functions in groups under retraction. Each producer; batch, `$audit_log`,
streaming reads."""
import random
import fuzzlib


def cast(typ, vals):
    return lambda r: 'CAST(%s AS %s)' % (r.choice(vals), typ)


def castq(typ, vals):
    return lambda r: "CAST('%s' AS %s)" % (r.choice(vals), typ)


FLOATS = ['1.5', '-2.25', '0.0', 'NaN', 'Infinity', '-Infinity']  # Flink folds a literal -0.0 to 0.0
NUMERIC = {
    'TINYINT': cast('TINYINT', ['1', '-1', '100', '127', '-128', '0']),
    'SMALLINT': cast('SMALLINT', ['2', '-3', '32767', '-32768', '300']),
    'INT': cast('INT', ['3', '-7', '2147483647', '-2147483648', '65536']),
    'BIGINT': cast('BIGINT', ['5', '-9', '9223372036854775807', '-9223372036854775807', '3037000500']),
    # Flink folds CAST('NaN' AS FLOAT) through BigDecimal (NumberFormatException: Infinite or NaN): finite FLOATs only
    'FLOAT': castq('FLOAT', ['1.5', '-2.25', '0.0', '3.4E38']),
    'DOUBLE': castq('DOUBLE', FLOATS + ['1.7976931348623157E308', '0.1']),
    'DECIMAL(5, 2)': castq('DECIMAL(5, 2)', ['999.99', '-999.99', '0.01', '500.50', '-0.05']),
    'DECIMAL(18, 4)': castq('DECIMAL(18, 4)', ['99999999999999.9999', '0.0001', '-1.5000', '12.3456']),
    'DECIMAL(19, 2)': castq('DECIMAL(19, 2)', ['99999999999999999.99', '0.01', '-7.25']),
    'DECIMAL(38, 10)': castq('DECIMAL(38, 10)', ['9999999999999999999999999999.9999999999', '0.0000000001', '-3.5']),
    'DECIMAL(38, 0)': castq('DECIMAL(38, 0)', ['99999999999999999999999999999999999999', '1', '-2']),
}
SMALL = {  # product keeps small factors (and one that overflows)
    'TINYINT': cast('TINYINT', ['2', '-1', '0', '64']), 'INT': cast('INT', ['2', '-3', '65536', '0']),
    'BIGINT': cast('BIGINT', ['3', '-2', '3037000500']), 'FLOAT': castq('FLOAT', ['1.5', '-2.0', '0.0', '1.0E30']),
    'DOUBLE': castq('DOUBLE', ['1.5', '-2.0', 'Infinity', '0.0', '1.0E300']),
    'DECIMAL(5, 2)': castq('DECIMAL(5, 2)', ['2.00', '-0.50', '40.00', '0.00']),
    'DECIMAL(38, 10)': castq('DECIMAL(38, 10)', ['2', '1000000000000000', '-0.5']),
}
OTHER = {
    'CHAR(3)': lambda r: "CAST('%s' AS CHAR(3))" % r.choice(['', 'a', 'ab', 'abc', 'B']),
    'VARCHAR(5)': lambda r: "'%s'" % r.choice(['', 'a', 'ab ', 'B', ' ', 'a,b']),
    'STRING': lambda r: "'%s'" % r.choice(['', 'x', 'y', 'x,y', ' ']),
    'BOOLEAN': lambda r: r.choice(['TRUE', 'FALSE']),
    'DATE': lambda r: "DATE '%s'" % r.choice(['2024-02-29', '1970-01-01', '1969-12-31', '9999-12-31']),
    'TIMESTAMP(0)': lambda r: "CAST(TIMESTAMP '2024-01-0%d 10:00:0%d' AS TIMESTAMP(0))" % (r.randint(1, 3), r.randint(0, 2)),
    'TIMESTAMP(3)': lambda r: "CAST(TIMESTAMP '2024-01-01 10:00:00.%03d' AS TIMESTAMP(3))" % r.choice([0, 1, 999]),
    'TIMESTAMP(9)': lambda r: "CAST(TIMESTAMP '2024-01-01 10:00:00.%09d' AS TIMESTAMP(9))" % r.choice([0, 1, 999999999, 1000]),
    'TIMESTAMP_LTZ(3)': lambda r: "CAST(TIMESTAMP '2024-01-0%d 10:00:00.%03d' AS TIMESTAMP_LTZ(3))" % (r.randint(1, 2), r.choice([0, 5])),
    'BYTES': lambda r: r.choice(["X'01'", "X'ff'", "X''", "X'0100'"]),
    'ARRAY<INT>': lambda r: 'ARRAY[%s]' % ', '.join(r.choice(['1', '2', '3', 'CAST(NULL AS INT)']) for _ in range(r.randint(1, 3))),
    'ARRAY<STRING>': lambda r: 'ARRAY[%s]' % ', '.join(r.choice(["'a'", "''", "'b'", 'CAST(NULL AS STRING)']) for _ in range(r.randint(1, 3))),
    'MAP<INT, STRING>': lambda r: 'MAP[%s]' % ', '.join('%d, %s' % (r.randint(1, 3), r.choice(["'a'", "'b'", "''", 'CAST(NULL AS STRING)'])) for _ in range(r.randint(1, 3))),
    'MAP<STRING, INT>': lambda r: 'MAP[%s]' % ', '.join("'%s', %s" % (r.choice('pq'), r.choice(['1', '2', 'CAST(NULL AS INT)'])) for _ in range(r.randint(1, 2))),
    'ROW<a INT, b STRING>': lambda r: "ROW(%d, '%s')" % (r.randint(1, 3), r.choice('uv')),
    'NESTED': lambda r: 'ARRAY[%s]' % ', '.join("ROW(%d, '%s', %d)" % (k, r.choice(['s', 't', '']), r.randint(1, 9)) for k in [r.randint(1, 3) for _ in range(r.randint(1, 3))]),
    'KEYTIME': lambda r: 'MAP[%s]' % ', '.join("'%s', ROW('%s', '%02d')" % (r.choice('mn'), r.choice('uvw'), r.randint(1, 9)) for _ in range(r.randint(1, 2))),
}
NESTED_T = 'ARRAY<ROW<id INT, s STRING, n INT>>'
KEYTIME_T = 'MAP<STRING, ROW<v STRING, t STRING>>'
ALL = dict(NUMERIC, **{t: m for t, m in OTHER.items() if t not in ('NESTED', 'KEYTIME')})
CMP = [t for t in ALL if not t.startswith(('ARRAY', 'MAP', 'ROW', 'BOOLEAN'))]  # BYTES too: unsigned byte order
FUNCS = {
    'sum': list(NUMERIC), 'product': list(SMALL), 'max': CMP, 'min': CMP,
    'first_value': list(ALL), 'last_value': list(ALL), 'first_non_null_value': list(ALL), 'last_non_null_value': list(ALL),
    'listagg': ['STRING'], 'bool_and': ['BOOLEAN'], 'bool_or': ['BOOLEAN'],  # listagg: Paimon refuses CHAR(n) / VARCHAR(n)
    'collect': ['ARRAY<INT>', 'ARRAY<STRING>'], 'merge_map': ['MAP<INT, STRING>', 'MAP<STRING, INT>'],
    'nested_update': ['NESTED'], 'nested_partial_update': ['NESTED'], 'merge_map_with_keytime': ['KEYTIME'],
}
RETRACTABLE = {'sum', 'product', 'collect', 'merge_map', 'nested_update', 'last_value', 'last_non_null_value'}


def maker(typ):
    return ALL.get(typ) or OTHER[typ]


def sql_type(typ):
    return {'NESTED': NESTED_T, 'KEYTIME': KEYTIME_T}.get(typ, typ)


def reads(r, lines, producer):
    lines.append('SELECT * FROM t;')
    return fuzzlib.audit_and_stream(r, lines, 0.5, producer, 0.6)


def gen_agg(r, seed, producer, opts):
    opts['merge-engine'] = 'aggregation'
    cols = []
    default = None
    if r.random() < 0.2:
        default = r.choice(['last_non_null_value', 'first_value', 'max', 'last_value'])
        opts['fields.default-aggregate-function'] = default
    for i in range(r.randint(2, 5)):
        fn = r.choice(sorted(FUNCS))
        typ = r.choice(FUNCS[fn])
        mk = SMALL[typ] if fn == 'product' else maker(typ)
        if default and r.random() < 0.4 and (default != 'max' or typ in CMP):
            fn = default
        else:
            opts['fields.v%d.aggregate-function' % i] = fn
        cols.append(('v%d' % i, sql_type(typ), mk, fn))
        if fn in ('listagg', 'collect') and r.random() < 0.4:
            opts['fields.v%d.distinct' % i] = 'true'
        if fn == 'listagg' and r.random() < 0.3:
            opts['fields.v%d.list-agg-delimiter' % i] = r.choice([';', '', ' | '])
        if fn in ('nested_update', 'nested_partial_update') and (fn == 'nested_partial_update' or r.random() < 0.8):
            opts['fields.v%d.nested-key' % i] = r.choice(['id', 'id', 'id,s'])
    retract = r.random() < 0.6
    # with retractions: a column that cannot take them is mostly ignore-retract; else the write is refused (exit status)
    for name, _, _, fn in cols:
        if retract and ((fn not in RETRACTABLE and r.random() < 0.85) or r.random() < 0.15):
            opts['fields.%s.ignore-retract' % name] = 'true'
    # Paimon refuses remove-record-on-delete together with an ignore-retract column: rarely (exit status compared)
    if r.random() < 0.3 and (not any(o.endswith('ignore-retract') for o in opts) or r.random() < 0.15):
        opts['aggregation.remove-record-on-delete'] = 'true'
    seqf = r.random() < 0.3
    if seqf:
        opts['sequence.field'] = 'sq'
        if r.random() < 0.4:
            opts['sequence.field.sort-order'] = 'descending'
    decl = ['k INT'] + ['%s %s' % (n, t) for n, t, _, _ in cols] + (['sq BIGINT'] if seqf else [])
    lines = ['-- fuzz aggregation types seed %d' % seed,
             'CREATE TABLE t (%s, PRIMARY KEY (k) NOT ENFORCED) WITH (%s);' % (', '.join(decl), fuzzlib.with_options(opts))]

    def row(k):
        vals = [str(k)] + [fuzzlib.null_or(r, t, mk(r), 0.2) for _, t, mk, _ in cols]
        return '(' + ', '.join(vals + ([fuzzlib.null_or(r, 'BIGINT', str(r.randint(1, 5)), 0.1)] if seqf else [])) + ')'
    for i in range(r.randint(2, 6)):
        keys = r.sample(range(1, 4), r.randint(1, 3))
        x = r.random()
        if x < 0.5 or i == 0 or not retract and x < 0.85:
            lines.append('INSERT INTO t VALUES %s;' % ', '.join(row(k) for k in keys))
        elif x < 0.85:
            lines.append('INSERT INTO t VALUES %s;' % ', '.join(r.choice(['+I', '-U', '+U', '-D', '-U', '-D']) + row(k) for k in keys))
        elif x < 0.93 or opts.get('aggregation.remove-record-on-delete') != 'true':
            lines.append("CALL sys.compact(`table` => 'default.t');")
        else:
            lines.append('DELETE FROM t WHERE k = %d;' % keys[0])
    return reads(r, lines, producer)


PU_COLS = [('k', 'INT'), ('s1', 'INT'), ('s2', 'BIGINT'), ('a', 'INT'), ('b', 'STRING'), ('s3', 'TIMESTAMP(3)'),
           ('c', 'DECIMAL(10, 2)'), ('d', 'ARRAY<INT>'), ('e', 'INT')]
PU_AGG = {'a': ['sum', 'max', 'min', 'product', 'last_value', 'first_value', 'last_non_null_value', 'first_non_null_value'],
          'b': ['listagg', 'max', 'last_value', 'first_non_null_value'], 'c': ['sum', 'min', 'last_value', 'product'],
          'd': ['collect', 'last_value'], 'e': ['sum', 'max', 'last_non_null_value']}


def pu_lit(r, name, typ):
    if typ == 'TIMESTAMP(3)':
        return fuzzlib.null_or(r, typ, "CAST(TIMESTAMP '2024-01-01 00:00:0%d' AS TIMESTAMP(3))" % r.randint(1, 4), 0.25)
    if typ == 'STRING':
        return fuzzlib.null_or(r, typ, "'%s'" % r.choice(['x', 'y', '']))
    if typ == 'DECIMAL(10, 2)':
        return fuzzlib.null_or(r, typ, 'CAST(%d.25 AS DECIMAL(10, 2))' % r.randint(-2, 5))
    if typ == 'ARRAY<INT>':
        return fuzzlib.null_or(r, typ, 'ARRAY[%s]' % ', '.join(r.choice(['1', '2', 'CAST(NULL AS INT)']) for _ in range(r.randint(1, 2))))
    if name.startswith('s'):
        return fuzzlib.null_or(r, typ, 'CAST(%d AS %s)' % (r.randint(1, 4), typ), 0.25)
    return fuzzlib.null_or(r, typ, str(r.randint(1, 9)))


def gen_pu(r, seed, producer, opts):
    opts['merge-engine'] = 'partial-update'
    groups = {}
    x = r.random()
    if x < 0.75:
        groups[r.choice(['s1,s2', 's1', 's2,s1'])] = r.choice(['a,b', 'a', 'a,b,e'])
        if r.random() < 0.6:
            groups['s3'] = r.choice(['c,d', 'c'])
    elif x < 0.9:
        opts['sequence.field'] = r.choice(['s1', 's1,s2', 's3'])
        if r.random() < 0.6:
            opts['sequence.field.sort-order'] = 'descending'
    for g, fields in groups.items():
        opts['fields.%s.sequence-group' % g] = fields
        for col in fields.split(','):
            if r.random() < 0.45:
                opts['fields.%s.aggregate-function' % col] = r.choice(PU_AGG[col])
                if opts['fields.%s.aggregate-function' % col] in ('listagg', 'collect') and r.random() < 0.4:
                    opts['fields.%s.distinct' % col] = 'true'
    if groups and r.random() < 0.1:
        opts['fields.default-aggregate-function'] = r.choice(['last_non_null_value', 'first_value'])
    x = r.random()
    if x < 0.2:
        opts['partial-update.ignore-delete'] = 'true'
    elif x < 0.4 and (not groups or r.random() < 0.1):  # with groups: refused by Paimon (exit status compared)
        opts['partial-update.remove-record-on-delete'] = 'true'
    elif x < 0.6 and groups:
        opts['partial-update.remove-record-on-sequence-group'] = r.choice(list(groups))
    ddl = 'CREATE TABLE t (%s, PRIMARY KEY (k) NOT ENFORCED) WITH (%s);' % (
        ', '.join('%s %s' % c for c in PU_COLS), fuzzlib.with_options(opts))
    lines = ['-- fuzz partial-update types seed %d' % seed, ddl]

    def row(k, cols=PU_COLS):
        return '(' + ', '.join(str(k) if n == 'k' else pu_lit(r, n, t) for n, t in cols) + ')'
    for i in range(r.randint(2, 7)):
        keys = r.sample(range(1, 4), r.randint(1, 3))
        x = r.random()
        if x < 0.45 or i == 0:
            lines.append('INSERT INTO t VALUES %s;' % ', '.join(row(k) for k in keys))
        elif x < 0.55:
            cols = [PU_COLS[0]] + sorted(r.sample(PU_COLS[1:], r.randint(1, 5)), key=PU_COLS.index)
            lines.append('INSERT INTO t (%s) VALUES %s;' % (', '.join(n for n, _ in cols), ', '.join(row(k, cols) for k in keys)))
        elif x < 0.85:
            # retractions only where the table takes them (Varve refuses a lone one at write where Paimon passes it: kept)
            kinds = ['+I', '-U', '+U', '-D'] if groups or any('delete' in o for o in opts) else ['+I', '+U']
            lines.append('INSERT INTO t VALUES %s;' % ', '.join(r.choice(kinds) + row(k) for k in keys))
        elif x < 0.93 or opts.get('partial-update.remove-record-on-delete') != 'true':
            lines.append("CALL sys.compact(`table` => 'default.t');")
        else:
            lines.append('DELETE FROM t WHERE k = %d;' % keys[0])
    return reads(r, lines, producer)


def gen(seed):
    r = random.Random(seed)
    producer = r.choice(['none', 'input', 'lookup', 'full-compaction'])
    opts = {'changelog-producer': producer, 'bucket': r.choice(['1', '1', '2'])}
    if producer == 'full-compaction':
        opts['full-compaction.delta-commits'] = r.choice(['1', '2'])
    if r.random() < 0.25:
        opts['num-sorted-run.compaction-trigger'] = '2'
    return (gen_agg if r.random() < 0.65 else gen_pu)(r, seed, producer, opts)


if __name__ == '__main__':
    fuzzlib.main(gen, 'fzat')
