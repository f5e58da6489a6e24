#!/usr/bin/env python3
"""Aggregation-table scenarios (the aggregate functions over their types, ignore-retract, remove-record-on-delete,
sequence.field, explicit retractions, DELETE, compaction, retractions streamed from a producer table) for differential
runs against flink-oracle."""
import random
import fuzzlib

def s(r):
    return "'%s'" % r.choice(['x', 'y', 'z', 'x,y'])

# function -> [(column type, literal maker, extra options)]; sketches / bitmaps need serialized bytes and are left out
FUNCS = {
    'sum': [('INT', lambda r: str(r.randint(-3, 9))), ('BIGINT', lambda r: str(r.randint(-3, 9))),
            ('DECIMAL(10, 2)', lambda r: '%d.%02d' % (r.randint(0, 9), r.randint(0, 99))), ('DOUBLE', lambda r: '%d.5' % r.randint(0, 9))],
    'product': [('BIGINT', lambda r: str(r.randint(-2, 3))), ('DECIMAL(10, 2)', lambda r: '%d.5' % r.randint(0, 3))],
    'max': [('INT', lambda r: str(r.randint(0, 9))), ('STRING', s), ('DECIMAL(10, 2)', lambda r: '%d.25' % r.randint(0, 9)),
            ('TIMESTAMP(3)', lambda r: "TIMESTAMP '2024-01-0%d 10:00:00'" % r.randint(1, 9))],
    'min': [('INT', lambda r: str(r.randint(0, 9))), ('STRING', s), ('DATE', lambda r: "DATE '2024-02-0%d'" % r.randint(1, 9))],
    'last_value': [('INT', lambda r: str(r.randint(0, 9))), ('STRING', s)],
    'last_non_null_value': [('INT', lambda r: str(r.randint(0, 9))), ('STRING', s)],
    'first_value': [('INT', lambda r: str(r.randint(0, 9))), ('STRING', s)],
    'first_non_null_value': [('INT', lambda r: str(r.randint(0, 9))), ('STRING', s)],
    'listagg': [('STRING', s)],
    'bool_and': [('BOOLEAN', lambda r: r.choice(['TRUE', 'FALSE']))],
    'bool_or': [('BOOLEAN', lambda r: r.choice(['TRUE', 'FALSE']))],
    'collect': [('ARRAY<INT>', lambda r: 'ARRAY[%s]' % ', '.join(str(r.randint(1, 4)) for _ in range(r.randint(1, 3))))],
    'merge_map': [('MAP<INT, STRING>', lambda r: 'MAP[%s]' % ', '.join('%d, %s' % (k, s(r)) for k in r.sample(range(1, 5), r.randint(1, 2))))],
    'nested_update': [('ARRAY<ROW<id INT, v STRING>>', lambda r: 'ARRAY[%s]' % ', '.join("ROW(%d, %s)" % (k, s(r)) for k in r.sample(range(1, 4), r.randint(1, 2))))],
}
RETRACTABLE = {'sum', 'product', 'collect', 'merge_map', 'nested_update', 'last_value', 'last_non_null_value'}
# From this seed on, a product value that may be retracted (an explicit -U / -D row, any row of the streamed source) is
# a divisor whose quotient Paimon 1.4.2 can compute: BIGINT 0 becomes 1, DECIMAL 1.5 / 3.5 become 0.5 / 2.5 (no extra
# draw: earlier seeds unchanged). Paimon's FieldProductAgg#retract divides exactly (integer `/`, BigDecimal.divide
# without a MathContext) and its job fails where Varve's product becomes null (a divisor of 0) or is rounded to the
# column's scale: a known, kept difference (REPORT sweeps 18 fz / 22 / 35 / 43 fz43: fzag_0116, 1219, 1357, 1566, 1720).
SAFE_DIVISOR_FROM = 1730

def safe_divisor(typ, text):
    if typ == 'BIGINT' and text == '0':
        return '1'
    return {'1.5': '0.5', '3.5': '2.5'}.get(text, text) if typ.startswith('DECIMAL') else text

def gen(seed):
    r = random.Random(seed)
    producer = r.choice(['none', 'none', 'input', 'lookup', 'full-compaction'])
    opts = {'merge-engine': 'aggregation', 'changelog-producer': producer, 'bucket': r.choice(['1', '1', '2', '-1'])}
    cols = []
    for i, fn in enumerate(r.sample(sorted(FUNCS), r.randint(2, 5))):
        typ, mk = r.choice(FUNCS[fn])
        name = 'v%d' % i
        cols.append((name, typ, mk, fn))
        opts['fields.%s.aggregate-function' % name] = fn
        if fn in ('listagg', 'collect') and r.random() < 0.4:
            opts['fields.%s.distinct' % name] = 'true'
        if fn == 'listagg' and r.random() < 0.3:
            opts['fields.%s.list-agg-delimiter' % name] = ';'
        if fn == 'nested_update':
            opts['fields.%s.nested-key' % name] = 'id'
    retract = r.random() < 0.6
    for name, _, _, fn in cols:
        if retract and (fn not in RETRACTABLE or r.random() < 0.2):
            opts['fields.%s.ignore-retract' % name] = 'true'
    # Paimon refuses remove-record-on-delete together with an ignore-retract column
    if not any(k.endswith('ignore-retract') for k in opts) and r.random() < 0.4:
        opts['aggregation.remove-record-on-delete'] = 'true'
    can_delete = opts.get('aggregation.remove-record-on-delete') == 'true'
    seqf = r.random() < 0.25
    if seqf:
        opts['sequence.field'] = 'sq'
    if r.random() < 0.3:
        opts['num-sorted-run.compaction-trigger'] = '2'
    if producer == 'full-compaction':
        opts['full-compaction.delta-commits'] = r.choice(['1', '2'])
    decl = ['k INT'] + ['%s %s' % (n, t) for n, t, _, _ in cols] + (['sq INT'] if seqf else [])
    lines = ['-- fuzz aggregation seed %d' % seed,
             'CREATE TABLE t (%s, PRIMARY KEY (k) NOT ENFORCED) WITH (%s);' % (', '.join(decl), fuzzlib.with_options(opts))]
    safe = seed >= SAFE_DIVISOR_FROM
    def lit(t, mk, fn, retracted):
        text = mk(r)
        return safe_divisor(t, text) if safe and retracted and fn == 'product' else text
    def row(k, retracted=False):
        vals = [str(k)] + [fuzzlib.null_or(r, t, lit(t, mk, fn, retracted)) for _, t, mk, fn in cols]
        return '(' + ', '.join(vals + ([str(r.randint(1, 9))] if seqf else [])) + ')'
    def kind_row(k):
        kind = r.choice(['+I', '-U', '+U', '-D'])
        return kind + row(k, kind in ('-U', '-D'))
    streamed = retract and not seqf and r.random() < 0.4
    if streamed:
        sp = r.choice(['input', 'lookup', 'full-compaction'])
        sopts = {'changelog-producer': sp, 'bucket': '1'}
        if sp == 'full-compaction':
            sopts['full-compaction.delta-commits'] = '1'
        lines.append('CREATE TABLE src (k INT, id INT, %s, PRIMARY KEY (k, id) NOT ENFORCED) WITH (%s);' % (
            ', '.join('%s %s' % (n, t) for n, t, _, _ in cols), fuzzlib.with_options(sopts)))
        for i in range(r.randint(2, 4)):
            keys = r.sample([(k, j) for k in range(1, 4) for j in range(1, 3)], r.randint(1, 3))
            if i > 0 and r.random() < 0.25:
                lines.append('DELETE FROM src WHERE k = %d AND id = %d;' % keys[0])
            else:
                lines.append('INSERT INTO src VALUES %s;' % ', '.join(
                    '(%d, %d, %s)' % (k, j, ', '.join(fuzzlib.null_or(r, t, lit(t, mk, fn, True)) for _, t, mk, fn in cols)) for k, j in keys))
        lines.append("SET 'execution.runtime-mode' = 'streaming';")
        lines.append("INSERT INTO t SELECT k, %s FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;"
                     % ', '.join(n for n, _, _, _ in cols))
        lines.append("SET 'execution.runtime-mode' = 'batch';")
    for i in range(r.randint(1 if streamed else 2, 6)):
        keys = r.sample(range(1, 5), r.randint(1, 3))
        x = r.random()
        if x < 0.5 or (i == 0 and not streamed) or not retract and x < 0.8:
            lines.append('INSERT INTO t VALUES %s;' % ', '.join(row(k) for k in keys))
        elif x < 0.75:
            lines.append('INSERT INTO t VALUES %s;' % ', '.join(kind_row(k) for k in keys))
        elif x < 0.87 or not can_delete:
            lines.append("CALL sys.compact(`table` => 'default.t');")
        else:
            lines.append('DELETE FROM t WHERE k = %d;' % keys[0])
    lines.append('SELECT * FROM t;')
    return fuzzlib.audit_and_stream(r, lines, 0.35, producer, 0.6)

if __name__ == '__main__':
    fuzzlib.main(gen, 'fzag')
