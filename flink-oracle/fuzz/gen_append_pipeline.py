#!/usr/bin/env python3
"""Append-table and two-stage pipeline scenarios for differential runs against flink-oracle."""
import random, sys, os
import fuzzlib

def gen_append(seed):
    r = random.Random(seed)
    partitioned = r.random() < 0.4
    fixed = r.random() < 0.5
    opts = {}
    if fixed:
        opts['bucket'] = r.choice(['1', '2', '3']); opts['bucket-key'] = 'k'
    else:
        opts['bucket'] = '-1'
    if r.random() < 0.3:
        opts['compaction.min.file-num'] = r.choice(['2', '3'])
    cols = ['k INT', 'v STRING', 'n BIGINT']
    if partitioned:
        cols.append('p STRING')
    ddl = 'CREATE TABLE a (%s)%s WITH (%s);' % (', '.join(cols), ' PARTITIONED BY (p)' if partitioned else '',
                                                 fuzzlib.with_options(opts))
    lines = ['-- fuzz append seed %d' % seed, ddl]
    cnt = [0]
    def row():
        cnt[0] += 1
        vals = [str(r.randint(1, 6)), "'" + r.choice('abc') + "'" if r.random() > 0.1 else 'CAST(NULL AS STRING)', str(cnt[0])]
        if partitioned:
            vals.append("'" + r.choice(['p1', 'p2']) + "'")
        return '(' + ', '.join(vals) + ')'
    for i in range(r.randint(2, 6)):
        x = r.random()
        if x < 0.65 or i == 0:
            lines.append('INSERT INTO a VALUES %s;' % ', '.join(row() for _ in range(r.randint(1, 4))))
        elif x < 0.8:
            if partitioned and r.random() < 0.6:
                pv = r.choice(['p1', 'p2'])
                vals = []
                for _ in range(r.randint(1, 3)):
                    cnt[0] += 1
                    vals.append("(%d, '%s', %d)" % (r.randint(1, 6), r.choice('abc'), cnt[0]))
                lines.append("INSERT OVERWRITE a PARTITION (p = '%s') VALUES %s;" % (pv, ', '.join(vals)))
            else:
                lines.append('INSERT OVERWRITE a VALUES %s;' % ', '.join(row() for _ in range(r.randint(1, 3))))
        elif x < 0.9:
            lines.append("CALL sys.compact(`table` => 'default.a');")
        else:
            lines.append('INSERT INTO a SELECT k + 10, v, n + 100%s FROM a WHERE k < 3;' % (', p' if partitioned else ''))
    lines.append('SELECT * FROM a;')
    lines.append('SELECT k, COUNT(*), SUM(n) FROM a GROUP BY k;')
    if r.random() < 0.5:
        lines.append("SELECT * FROM a /*+ OPTIONS('scan.snapshot-id' = '1') */;")
    lines.append("SET 'execution.runtime-mode' = 'streaming';")
    if r.random() < 0.5:
        lines.append("SELECT * FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;")
    else:
        lines.append("SELECT * FROM a;")
    return '\n'.join(lines) + '\n'

def gen_pipeline(seed):
    r = random.Random(seed)
    producer = r.choice(['lookup', 'lookup', 'input', 'full-compaction'])
    dopts = {'changelog-producer': producer}
    if producer == 'full-compaction':
        dopts['full-compaction.delta-commits'] = '1'
    if producer == 'lookup' and r.random() < 0.4:
        dopts['changelog-producer.row-deduplicate'] = 'true'
    agg_fn = r.choice(['sum', 'sum', 'max', 'last_value', 'product'])
    lines = ['-- fuzz pipeline seed %d' % seed,
             "CREATE TABLE detail (user_id INT, event_id INT, amount BIGINT, PRIMARY KEY (user_id, event_id) NOT ENFORCED) WITH (%s);"
             % fuzzlib.with_options(dopts),
             "CREATE TABLE agg (user_id INT, total BIGINT, PRIMARY KEY (user_id) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.total.aggregate-function' = '%s'%s);"
             % (agg_fn, ", 'fields.total.ignore-retract' = 'true'" if agg_fn == 'max' else '')]
    for i in range(r.randint(2, 5)):
        keys = r.sample([(u, e) for u in range(1, 4) for e in range(1, 4)], r.randint(1, 4))
        if r.random() < 0.2:
            lines.append('DELETE FROM detail WHERE user_id = %d AND event_id = %d;' % keys[0])
        else:
            lines.append('INSERT INTO detail VALUES %s;' % ', '.join('(%d, %d, %d)' % (u, e, r.randint(1, 5)) for u, e in keys))
    lines.append("SET 'execution.runtime-mode' = 'streaming';")
    lines.append("INSERT INTO agg SELECT user_id, amount FROM detail /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;")
    lines.append("SET 'execution.runtime-mode' = 'batch';")
    lines.append('SELECT * FROM agg;')
    lines.append('SELECT * FROM detail;')
    return '\n'.join(lines) + '\n'

if __name__ == '__main__':
    fuzzlib.main(lambda seed: gen_append(seed) if seed % 2 == 0 else gen_pipeline(seed))
