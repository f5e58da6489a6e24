#!/usr/bin/env python3
"""Random primary-key-table scenario generator (merge engines x changelog producers x buckets x partitions x row kinds, DELETE/UPDATE, compaction, overwrite, time travel, streaming reads) for differential runs against flink-oracle (Flink 2.0 + Paimon 1.4.2)."""
import random, sys, os
import fuzzlib
LAYOUT = os.environ.get('FUZZ_LAYOUT') == '1'  # also query $files / $audit_log of tables compacted at every commit

def val_int(r):
    return 'CAST(NULL AS INT)' if r.random() < 0.15 else str(r.randint(0, 9))

def val_str(r):
    return 'CAST(NULL AS STRING)' if r.random() < 0.15 else "'" + r.choice('xyzw') + "'"

def gen(seed):
    r = random.Random(seed)
    engine = r.choice(['deduplicate', 'deduplicate', 'first-row', 'partial-update', 'aggregation'])
    if engine == 'first-row':
        producer = r.choice(['none', 'lookup'])
    else:
        producer = r.choice(['none', 'input', 'lookup', 'full-compaction'])
    bucket = r.choice(['1', '2', '-1'])
    partitioned = r.random() < 0.3
    opts = {'merge-engine': engine, 'changelog-producer': producer, 'bucket': bucket}
    seqf = False
    if engine in ('deduplicate', 'partial-update', 'aggregation') and r.random() < 0.3:
        opts['sequence.field'] = 'c'; seqf = True
    if producer == 'full-compaction':
        opts['full-compaction.delta-commits'] = r.choice(['1', '2'])
    if engine == 'aggregation':
        opts['fields.a.aggregate-function'] = r.choice(['sum', 'max', 'min', 'last_value', 'last_non_null_value', 'first_value', 'first_non_null_value', 'product'])
        opts['fields.b.aggregate-function'] = r.choice(['listagg', 'last_value', 'last_non_null_value', 'first_non_null_value', 'max', 'min'])
        if r.random() < 0.4:
            opts['fields.a.ignore-retract'] = 'true'
        if r.random() < 0.3:
            opts['aggregation.remove-record-on-delete'] = 'true'
    if engine == 'partial-update' and r.random() < 0.4:
        opts['partial-update.ignore-delete'] = 'true'
    elif engine == 'partial-update' and r.random() < 0.4:
        opts['partial-update.remove-record-on-delete'] = 'true'
    if engine == 'deduplicate' and r.random() < 0.2:
        opts['ignore-delete'] = 'true'
    if engine == 'first-row' and r.random() < 0.4:
        opts['first-row.ignore-delete'] = 'true'
    if producer in ('lookup', 'full-compaction') and r.random() < 0.3:
        opts['changelog-producer.row-deduplicate'] = 'true'
    if r.random() < 0.2:
        opts['num-sorted-run.compaction-trigger'] = '2'
    can_delete = engine == 'deduplicate' or opts.get('partial-update.remove-record-on-delete') == 'true' or opts.get('aggregation.remove-record-on-delete') == 'true'
    cols = ['k INT', 'a INT', 'b STRING', 'c BIGINT']
    pk = ['k']
    cross = partitioned and bucket == '-1' and engine == 'deduplicate' and r.random() < 0.5
    if partitioned:
        cols.insert(0, 'p STRING')
        if not cross:
            pk.insert(0, 'p')
    ddl = 'CREATE TABLE t (%s, PRIMARY KEY (%s) NOT ENFORCED)%s WITH (%s);' % (
        ', '.join(cols), ', '.join(pk), ' PARTITIONED BY (p)' if partitioned else '',
        fuzzlib.with_options(opts))
    lines = ['-- fuzz seed %d' % seed, ddl]
    seq = [0]
    def row(k=None):
        seq[0] += 1
        c = str(r.randint(1, 30)) if seqf else str(seq[0])
        vals = [str(k if k is not None else r.randint(1, 5)), val_int(r), val_str(r), c]
        if partitioned:
            vals.insert(0, "'" + r.choice(['p1', 'p2']) + "'")
        return '(' + ', '.join(vals) + ')'
    nops = r.randint(2, 6)
    if engine == 'partial-update' and not seqf and r.random() < 0.4:
        lines[1] = lines[1].replace("'merge-engine' = 'partial-update'", "'merge-engine' = 'partial-update', 'fields.c.sequence-group' = 'a,b'")
    for i in range(nops):
        x = r.random()
        if x < 0.6 or i == 0:
            n = r.randint(1, 4)
            lines.append('INSERT INTO t VALUES %s;' % ', '.join(row(k) for k in r.sample(range(1, 6), n)))
        elif x < 0.75:
            n = r.randint(1, 3)
            kinds = [r.choice(['+I', '-U', '+U', '-D']) for _ in range(n)]
            lines.append('INSERT INTO t VALUES %s;' % ', '.join(kd + row(k) for kd, k in zip(kinds, r.sample(range(1, 6), n))))
        elif x < 0.8 and r.random() < 0.3:
            lines.append("CALL sys.compact(`table` => 'default.t');")
        elif x < 0.8 and r.random() < 0.3 and not partitioned:
            lines.append('INSERT OVERWRITE t VALUES %s;' % ', '.join(row(k) for k in r.sample(range(1, 6), r.randint(1, 3))))
        elif x < 0.88 and can_delete:
            lines.append('DELETE FROM t WHERE k = %d;' % r.randint(1, 5))
        elif engine in ('deduplicate', 'partial-update'):
            lines.append("UPDATE t SET b = 'u%d' WHERE k = %d;" % (i, r.randint(1, 5)))
        else:
            lines.append('INSERT INTO t VALUES %s;' % row())
    lines.append('SELECT * FROM t;')
    if producer in ('none', 'input') and engine != 'first-row' and 'num-sorted-run.compaction-trigger' not in opts and not any('CALL' in l for l in lines) and r.random() < 0.4:
        lines.append("SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '2') */;")
    if r.random() < 0.3:
        lines.append('SELECT k, a FROM t WHERE a > 3 OR b IS NULL;')
    if r.random() < 0.5:
        lines.append("SELECT k, COUNT(*) AS n FROM t GROUP BY k;")
    if producer != 'lookup' and r.random() < 0.5:
        lines.append('SELECT * FROM t$audit_log;')
    if LAYOUT and (producer == 'lookup' or engine == 'first-row'):
        lines.append('SELECT `partition`, `bucket`, level, record_count FROM t$files;' if partitioned else 'SELECT `bucket`, level, record_count FROM t$files;')
        lines.append('SELECT * FROM t$audit_log;')
    if engine != 'deduplicate' and producer == 'none':
        return '\n'.join(lines) + '\n'
    lines.append("SET 'execution.runtime-mode' = 'streaming';")
    mode = r.choice(['from-snapshot', 'latest-full']) if producer != 'input' else 'from-snapshot'
    if mode == 'from-snapshot':
        lines.append("SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;")
    else:
        lines.append("SELECT * FROM t /*+ OPTIONS('scan.mode' = 'latest-full') */;")
    return '\n'.join(lines) + '\n'

if __name__ == '__main__':
    fuzzlib.main(gen)
