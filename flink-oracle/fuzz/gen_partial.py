#!/usr/bin/env python3
"""Partial-update scenarios (sequence groups with aggregate functions, ignore-delete / remove-record-on-delete /
remove-record-on-sequence-group, NULLs, retractions, DELETE/UPDATE, compaction) for differential runs against flink-oracle."""
import random
import fuzzlib

COLS = [('k', 'INT'), ('g1', 'INT'), ('a', 'INT'), ('b', 'STRING'), ('g2', 'BIGINT'), ('c', 'INT'), ('d', 'STRING'), ('e', 'INT')]

def lit(r, name, typ):
    if typ == 'STRING':
        return fuzzlib.null_or(r, typ, "'%s'" % r.choice('xyzw'))
    p = 0.2 if name.startswith('g') else 0.15
    return fuzzlib.null_or(r, typ, str(r.randint(1, 9)), p)

def gen(seed):
    r = random.Random(seed)
    producer = r.choice(['none', 'none', 'input', 'lookup', 'full-compaction'])
    opts = {'merge-engine': 'partial-update', 'changelog-producer': producer, 'bucket': r.choice(['1', '1', '2', '-1'])}
    groups = {}
    if r.random() < 0.85:
        groups['g1'] = r.choice(['a,b', 'a', 'a,b,e'])
        if r.random() < 0.7:
            groups['g2'] = 'c,d'
    for g, fields in groups.items():
        opts['fields.%s.sequence-group' % g] = fields
    aggs = {'a': ['sum', 'max', 'min', 'last_value', 'first_value', 'last_non_null_value', 'first_non_null_value', 'product'],
            'b': ['listagg', 'last_non_null_value', 'first_non_null_value', 'max', 'min'],
            'c': ['sum', 'max', 'min', 'last_value'], 'd': ['listagg', 'max', 'first_value'], 'e': ['sum', 'max']}
    grouped = ','.join(groups.values()).split(',') if groups else []
    for col in grouped:
        if r.random() < 0.3:
            opts['fields.%s.aggregate-function' % col] = r.choice(aggs[col])
            if opts['fields.%s.aggregate-function' % col] == 'listagg' and r.random() < 0.4:
                opts['fields.%s.distinct' % col] = 'true'
    if groups and r.random() < 0.1:
        opts['fields.default-aggregate-function'] = r.choice(['last_non_null_value', 'max', 'first_value'])
    x = r.random()
    if x < 0.25:
        opts['partial-update.ignore-delete'] = 'true'
    elif x < 0.4 and not groups:  # Paimon refuses it together with sequence groups
        opts['partial-update.remove-record-on-delete'] = 'true'
    elif x < 0.65 and groups:
        opts['partial-update.remove-record-on-sequence-group'] = r.choice(list(groups))
    if r.random() < 0.3:
        opts['num-sorted-run.compaction-trigger'] = '2'
    if producer == 'full-compaction':
        opts['full-compaction.delta-commits'] = r.choice(['1', '2'])
    ddl = 'CREATE TABLE t (%s, PRIMARY KEY (k) NOT ENFORCED) WITH (%s);' % (
        ', '.join('%s %s' % c for c in COLS), fuzzlib.with_options(opts))
    lines = ['-- fuzz partial-update seed %d' % seed, ddl]
    def row(k, cols=COLS):
        return '(' + ', '.join(str(k) if n == 'k' else lit(r, n, t) for n, t in cols) + ')'
    for i in range(r.randint(2, 7)):
        keys = r.sample(range(1, 5), r.randint(1, 3))
        x = r.random()
        if x < 0.45 or i == 0:
            lines.append('INSERT INTO t VALUES %s;' % ', '.join(row(k) for k in keys))
        elif x < 0.55:
            cols = [COLS[0]] + sorted(r.sample(COLS[1:], r.randint(1, 4)), key=COLS.index)
            lines.append('INSERT INTO t (%s) VALUES %s;' % (', '.join(n for n, _ in cols), ', '.join(row(k, cols) for k in keys)))
        elif x < 0.75:
            lines.append('INSERT INTO t VALUES %s;' % ', '.join(r.choice(['+I', '-U', '+U', '-D']) + row(k) for k in keys))
        elif x < 0.85:
            lines.append("CALL sys.compact(`table` => 'default.t');")
        elif x < 0.93 and opts.get('partial-update.remove-record-on-delete') == 'true':
            lines.append('DELETE FROM t WHERE k = %d;' % keys[0])
        else:
            lines.append('UPDATE t SET e = %d WHERE k = %d;' % (r.randint(10, 19), keys[0]))
    lines.append('SELECT * FROM t;')
    return fuzzlib.audit_and_stream(r, lines, 0.4, producer, 0.7)

if __name__ == '__main__':
    fuzzlib.main(gen, 'fzpu')
