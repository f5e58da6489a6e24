#!/usr/bin/env python3
"""Seed 000 (Paimon's table types) scenarios: a primary-key table per merge engine (deduplicate, first-row,
aggregation, partial-update with sequence groups) with a changelog producer, a scalable append table
(bucket -1) or an append queue table (bucket N, bucket-key), written over several commits and read in batch
and in streaming mode. Half of the scripts are '-- ordered' and check orders the seed promises: a queue table's
rows of one bucket (one bucket, or a filter on one bucket-key value) in write order, partitions by
'scan.plan-sort-partition' (smaller value first) or by creation, and a key's changes in order. A script may end
with a statement Paimon refuses (bad option combinations, retractions into append or first-row tables, streaming
reads without a producer); the exit status is compared. For differential runs against flink-oracle (tt_ scripts)."""
import random
import fuzzlib

DAYS = ['20240103', '20240101', '20240102']


def gen(seed):
    r = random.Random(seed)
    kind = r.choice(['pk', 'pk', 'queue', 'queue', 'scalable'])
    ordered = r.random() < 0.5
    partitioned = r.random() < 0.6
    nulls = 0.0 if ordered else 0.15
    lines = ['-- ordered'] if ordered else []
    lines.append('-- fuzz table types seed %d (%s)' % (seed, kind))
    opts = {}
    engine = producer = None
    if kind == 'pk':
        engine = r.choice(['deduplicate', 'first-row', 'aggregation', 'partial-update'])
        producer = r.choice(['none', 'input', 'lookup', 'full-compaction']) if engine != 'first-row' else r.choice(['none', 'lookup'])
        opts['merge-engine'] = engine
        if producer != 'none' or r.random() < 0.3:
            opts['changelog-producer'] = producer
        opts['bucket'] = r.choice(['1', '2', '4'])
        if producer == 'full-compaction':
            opts['full-compaction.delta-commits'] = '1'
        if engine == 'aggregation':
            opts['fields.n.aggregate-function'] = r.choice(['sum', 'max', 'min'])
            opts['fields.s.aggregate-function'] = r.choice(['listagg', 'last_non_null_value', 'first_value', 'max'])
        if engine == 'partial-update' and r.random() < 0.5:
            opts['fields.g1.sequence-group'] = 'n'
            opts['fields.g2.sequence-group'] = 's'
            if r.random() < 0.5:
                opts['fields.n.aggregate-function'] = r.choice(['sum', 'max'])
        if engine == 'first-row' and r.random() < 0.5:
            opts['first-row.ignore-delete'] = 'true'
        if engine == 'deduplicate' and r.random() < 0.3:
            opts['sequence.field'] = 'g1'
        if r.random() < 0.3 and opts['bucket'] != '1':
            opts['bucket-key'] = 'k'
    elif kind == 'queue':
        opts['bucket'] = r.choice(['1', '1', '2', '3'])
        if r.random() < 0.8:
            opts['bucket-key'] = 'k'
        else:
            opts['bucket-key'] = 'k,s'  # Paimon 1.4.2 refuses a bucketed append table without one (SEMANTICS §6 keeps Varve's default)
        if partitioned and r.random() < 0.6:
            opts['scan.plan-sort-partition'] = r.choice(['true', 'false'])
    else:
        if r.random() < 0.6:
            opts['bucket'] = '-1'
        if r.random() < 0.3:
            opts['compaction.min.file-num'] = '2'
    seq_groups = 'fields.g1.sequence-group' in opts
    cols = 'dt STRING, k BIGINT, n INT, s STRING, g1 INT, g2 INT'
    if kind == 'pk':
        cols += ', PRIMARY KEY (%s) NOT ENFORCED' % ('dt, k' if partitioned else 'k')
    lines.append('CREATE TABLE T (%s)%s%s;' % (cols, ' PARTITIONED BY (dt)' if partitioned else '',
                                               ' WITH (%s)' % fuzzlib.with_options(opts) if opts else ''))
    seq = [0]

    def row(k, day):
        seq[0] += 1
        g = str(seq[0]) if not seq_groups or r.random() < 0.8 else str(r.randint(1, seq[0]))
        return "('%s', %d, %s, %s, %s, %s)" % (
            day, k, fuzzlib.null_or(r, 'INT', str(r.randint(1, 9)), nulls),
            fuzzlib.null_or(r, 'STRING', "'%s'" % r.choice('abcd'), nulls), g,
            str(seq[0]) if r.random() < 0.8 else str(r.randint(1, seq[0])))

    days = DAYS if partitioned else ['20240101']
    kinds_ok = kind == 'pk' and (engine == 'deduplicate' or (engine == 'first-row' and 'first-row.ignore-delete' in opts)
                                 or (engine == 'aggregation' and opts['fields.n.aggregate-function'] == 'sum'
                                     and opts['fields.s.aggregate-function'] in ('last_non_null_value',)))
    for i in range(r.randint(2, 5)):
        day = r.choice(days)
        if kind == 'pk':
            keys = r.sample(range(1, 6), r.randint(1, 3))
            if kinds_ok and r.random() < 0.3:
                lines.append('INSERT INTO T VALUES %s;' % ', '.join(
                    r.choice(['+I', '-U', '+U', '-D']) + row(k, day) for k in keys))
            elif engine == 'deduplicate' and r.random() < 0.15:
                lines.append('DELETE FROM T WHERE k = %d;' % keys[0])
            else:
                lines.append('INSERT INTO T VALUES %s;' % ', '.join(row(k, day) for k in keys))
        else:
            # duplicates and several rows of one key: a queue keeps them in write order per bucket
            keys = [r.randint(1, 4) for _ in range(r.randint(1, 4))]
            lines.append('INSERT INTO T VALUES %s;' % ', '.join(row(k, r.choice(days)) for k in keys))
    order = ' ORDER BY dt, k, g1' if ordered else ''
    lines.append('SELECT * FROM T%s;' % order)
    if r.random() < 0.4:
        lines.append('SELECT dt, k, n FROM T WHERE n > 3%s;' % order)
    if r.random() < 0.3:
        lines.append('SELECT k, COUNT(*) AS c FROM T GROUP BY k%s;' % (' ORDER BY k' if ordered else ''))
    if r.random() < 0.3 and not ordered:
        lines.append('SELECT * FROM T$audit_log;')
    streamable = kind != 'pk' or engine == 'deduplicate' or producer != 'none'
    if streamable or r.random() < 0.3:
        lines.append("SET 'execution.runtime-mode' = 'streaming';")
        for _ in range(r.randint(1, 2)):
            where = ''
            if ordered and kind == 'scalable':
                continue  # a scalable table promises no read order
            if ordered and not (kind == 'queue' and opts['bucket'] == '1'):
                if kind == 'queue' and opts.get('bucket-key') != 'k':
                    continue  # rows of one k may lie in several buckets
                # one key lies in one bucket (queue with bucket-key k, or a primary-key table): its rows in write order
                where = ' WHERE k = %d' % r.randint(1, 4)
                if partitioned:
                    where += " AND dt = '%s'" % r.choice(days)
            if kind != 'pk' or producer in ('none', 'input'):
                hint = r.choice(["'scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '%d'" % r.randint(1, 2),
                                 "'scan.mode' = 'latest-full'", "'scan.mode' = 'full'", None])
            else:
                hint = r.choice(["'scan.mode' = 'latest-full'", "'scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1'", None])
            lines.append('SELECT * FROM T%s%s;' % (" /*+ OPTIONS(%s) */" % hint if hint else '', where))
        if r.random() < 0.3:
            lines.append("SET 'execution.runtime-mode' = 'batch';")
    if r.random() < 0.35:
        lines.append(error_case(r, kind, engine, opts, partitioned))
    return '\n'.join(lines) + '\n'


def error_case(r, kind, engine, opts, partitioned):
    """A statement (or a CREATE TABLE) Paimon refuses; the script ends there."""
    cols = 'dt STRING, k BIGINT, n INT, s STRING, g1 INT, g2 INT'
    cases = [
        "CREATE TABLE E (%s) WITH ('changelog-producer' = 'input');" % cols,
        "CREATE TABLE E (%s, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '2', 'bucket-key' = 'n');" % cols,
        "CREATE TABLE E (%s, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'sequence.field' = 'g1');" % cols,
        # not 'fields.s.aggregate-function' = 'sum' on a STRING column: Paimon accepts that CREATE and fails the first
        # write, Varve refuses it at CREATE (SEMANTICS §2, kept)
        "CREATE TABLE E (%s, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '0');" % cols,
        "CREATE TABLE E (%s, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1');" % cols,
        "CREATE TABLE E (%s) WITH ('bucket' = '-1', 'bucket-key' = 'k');" % cols,
        "CREATE TABLE E (%s, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'fields.g1.sequence-group' = 'nope');" % cols,
        "CREATE TABLE E (%s, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'dedup');" % cols,
    ]
    if kind != 'pk':
        cases += ["SET 'execution.runtime-mode' = 'batch';\nINSERT INTO T VALUES -D('20240101', 1, 1, 'a', 1, 1);",
                  "SET 'execution.runtime-mode' = 'batch';\nDELETE FROM T WHERE k = 1;",
                  "SET 'execution.runtime-mode' = 'batch';\nUPDATE T SET s = 'z' WHERE k = 1;"]
    elif engine == 'first-row' and 'first-row.ignore-delete' not in opts:
        cases.append("SET 'execution.runtime-mode' = 'batch';\nINSERT INTO T VALUES -D('20240101', 1, 1, 'a', 1, 1);")
    elif engine in ('aggregation', 'first-row'):
        cases.append("SET 'execution.runtime-mode' = 'batch';\nUPDATE T SET s = 'z' WHERE k = 1;")
    elif engine == 'partial-update':
        cases.append("SET 'execution.runtime-mode' = 'batch';\nDELETE FROM T WHERE k = 1;")
    if kind == 'pk' and engine in ('aggregation', 'partial-update'):
        cases.append("SET 'execution.runtime-mode' = 'streaming';\nSELECT * FROM T /*+ OPTIONS('changelog-producer' = 'none') */;")
    return r.choice(cases)


if __name__ == '__main__':
    fuzzlib.main(gen, 'tt')
