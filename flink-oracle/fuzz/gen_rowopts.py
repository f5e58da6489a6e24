#!/usr/bin/env python3
"""Row-level table options no other generator draws (fzro_, from seed 1800, REPORT sweep 44 fz44): one family per
script, chosen by the seed.

- rowkind (half the scripts): a primary-key table with 'rowkind.field' = 'op' (a STRING column whose value is the
  record's kind, whatever kind the record carries), engine (deduplicate, partial-update, aggregation, first-row) x
  producer x bucket 1 / 2 / -1 x partitions, sometimes 'ignore-update-before', 'ignore-delete',
  'delete.force-produce-changelog', 'sequence.field'; written by INSERTs whose op values are +I / +U / -U / -D (one
  row per key per statement), explicit row kinds that the column overrides, DELETE / UPDATE (also SET op = ...),
  `sys.compact`, or from a source table `src` (append or primary key) by a batch or streaming INSERT ... SELECT; then
  reads: rows, a WHERE on op, $audit_log, time travel, a streaming read with a producer.
- record-level expiration (a quarter): 'record-level.expire-time' with 'record-level.time-field' of type INT
  (seconds), BIGINT (seconds or milliseconds), TIMESTAMP(3) or TIMESTAMP_LTZ(3), times far in the past (1970, 2000) or
  the future (2033, 2100, 2999) so that the wall clock cannot decide; engine x producer x bucket x partitions; INSERT,
  UPDATE of the time field (making a row stale or fresh), DELETE, `sys.compact` (full or minor), ALTER TABLE SET /
  RESET of the expire time; rows, $audit_log, a streaming read.
- partition expiration at commit (a quarter): 'partition.expiration-time' (1 d, or 36500 d under which 2000 is
  fresh) with 'partition.expiration-check-interval' 0 s or 'end-input.check-partition-expire', formatters
  ('yyyyMMdd', the default, '$dt $hr:00:00'), 'partition.expiration-max-num', '-batch-size', '-strategy'
  values-time / update-time (a partition updated now never expires in 1 d); primary-key or append tables; INSERT,
  INSERT OVERWRITE of a partition, DELETE, `sys.compact`, ALTER TABLE SET / RESET of the expiration,
  `sys.expire_partitions` with the table's options; rows, $snapshots kinds and counts, $partitions, the
  'scan.partitions' hint, time travel to snapshot 1, a streaming read.

No two rows of one key in one INSERT (Flink does not keep a VALUES list's order). For differential runs against
flink-oracle."""
import random
import fuzzlib

ENGINES = ['deduplicate', 'deduplicate', 'partial-update', 'aggregation', 'first-row']


def base_table(r, family):
    """Engine, producer, bucket and partitioning shared by the primary-key families."""
    engine = r.choice(ENGINES)
    if engine == 'first-row':
        producer = r.choice(['none', 'lookup'])
    else:
        producer = r.choice(['none', 'none', 'input', 'lookup', 'full-compaction'])
    bucket = r.choice(['1', '1', '2', '-1'])
    partitioned = r.random() < 0.4
    opts = {'merge-engine': engine} if engine != 'deduplicate' or r.random() < 0.3 else {}
    if producer != 'none':
        opts['changelog-producer'] = producer
    opts['bucket'] = bucket
    if engine == 'aggregation':
        opts['fields.n.aggregate-function'] = r.choice(['sum', 'sum', 'max', 'min'])
        opts['fields.v.aggregate-function'] = r.choice(['last_value', 'last_non_null_value', 'listagg', 'max'])
        if r.random() < 0.3:
            opts['aggregation.remove-record-on-delete'] = 'true'
    if engine == 'partial-update':
        x = r.random()
        if x < 0.35:
            opts['partial-update.remove-record-on-delete'] = 'true'
        elif x < 0.6:
            opts['partial-update.ignore-delete'] = 'true'
    if engine == 'first-row' and r.random() < 0.6:
        opts['first-row.ignore-delete'] = 'true'
    if engine == 'deduplicate' and r.random() < 0.2:
        opts['ignore-delete'] = 'true'
    if r.random() < 0.25:
        opts['num-sorted-run.compaction-trigger'] = '2'
    return engine, producer, bucket, partitioned, opts


def can_delete(engine, opts):
    return (engine == 'deduplicate' and 'ignore-delete' not in opts
            or opts.get('partial-update.remove-record-on-delete') == 'true'
            or opts.get('aggregation.remove-record-on-delete') == 'true')


def retract_kinds(engine, opts, fixed=()):
    """The retraction kinds (-U, -D) the engine takes rather than refuses; fixed: aggregated columns whose functions
    take no retraction besides n and v."""
    if engine == 'first-row':
        return ['-U', '-D'] if 'first-row.ignore-delete' in opts else []
    if engine == 'partial-update':
        if 'partial-update.ignore-delete' in opts:
            return ['-U', '-D']
        return ['-D'] if 'partial-update.remove-record-on-delete' in opts else []
    if engine == 'aggregation':
        ok = (opts['fields.n.aggregate-function'] == 'sum' and not fixed
              and opts['fields.v.aggregate-function'] in ('last_value', 'last_non_null_value'))
        if ok:
            return ['-U', '-D']
        return ['-D'] if opts.get('aggregation.remove-record-on-delete') == 'true' else []
    return ['-U', '-D']


def streaming_read(r, lines, table='t', cols='*'):
    lines.append("SET 'execution.runtime-mode' = 'streaming';")
    lines.append("SELECT %s FROM %s /*+ OPTIONS(%s) */;" % (cols, table, r.choice([
        "'scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1'",
        "'scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1'",
        "'scan.mode' = 'latest-full'",
        "'scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '1'"])))
    lines.append("SET 'execution.runtime-mode' = 'batch';")


def gen_rowkind(r, seed, lines):
    engine, producer, bucket, partitioned, opts = base_table(r, 'rowkind')
    opts['rowkind.field'] = 'op'
    if r.random() < 0.3:
        opts['ignore-update-before'] = 'true'
    if r.random() < 0.2:
        opts['delete.force-produce-changelog'] = 'true'
    seqf = engine in ('deduplicate', 'partial-update') and r.random() < 0.2
    if seqf:
        opts['sequence.field'] = 'sq'
    cols = ['k INT', 'v STRING', 'n INT', 'op STRING']
    if r.random() < 0.3:
        cols = ['k INT', 'op STRING', 'v STRING', 'n INT']
    if seqf:
        cols.append('sq INT')
    pk = ['k']
    if partitioned:
        cols.insert(0, 'dt STRING')
        if bucket != '-1' or r.random() < 0.5:
            pk.insert(0, 'dt')
    names = [c.split()[0] for c in cols]
    lines.append('CREATE TABLE t (%s, PRIMARY KEY (%s) NOT ENFORCED)%s WITH (%s);' % (
        ', '.join(cols), ', '.join(pk), ' PARTITIONED BY (dt)' if partitioned else '', fuzzlib.with_options(opts)))
    kinds = ['+I', '+I', '+U'] + retract_kinds(engine, opts)
    parts = ['2024-01-01', '2024-01-02']
    seq = [0]

    def row(k, op, dt=None):
        seq[0] += 1
        vals = {'dt': "'%s'" % (dt or r.choice(parts)), 'k': str(k),
                'v': fuzzlib.null_or(r, 'STRING', "'%s%d'" % (r.choice('abc'), seq[0]), 0.1),
                'n': fuzzlib.null_or(r, 'INT', str(r.randint(1, 20)), 0.1),
                'op': "'%s'" % op, 'sq': str(seq[0] if r.random() < 0.7 else r.randint(0, seq[0]))}
        return '(' + ', '.join(vals[c] for c in names) + ')'

    src = None
    if r.random() < 0.3:
        # a source table whose rows carry their kinds in op: the CDC shape rowkind.field exists for
        src = 'append' if r.random() < 0.6 else 'pk'
        if src == 'append':
            lines.append('CREATE TABLE src (%s) WITH (%s);' % (', '.join(cols), "'bucket' = '1', 'bucket-key' = 'k'"))
        else:
            lines.append("CREATE TABLE src (%s, PRIMARY KEY (%s) NOT ENFORCED)%s WITH ('bucket' = '1', 'changelog-producer' = 'input');" % (
                ', '.join(cols), ', '.join(pk), ' PARTITIONED BY (dt)' if partitioned else ''))
    keys = [1, 2, 3, 4]
    steps = r.randint(3, 8)
    snaps = 0
    for i in range(steps):
        x = r.random()
        ks = r.sample(keys, r.randint(1, 3))
        if i == 0 or x < 0.4:
            ops = ['+I'] * len(ks) if i == 0 else [r.choice(kinds) for _ in ks]
            lines.append('INSERT INTO t VALUES %s;' % ', '.join(row(k, o) for k, o in zip(ks, ops)))
            snaps += 1
        elif x < 0.5:
            # the record's own kind is overridden by the op column
            lines.append('INSERT INTO t VALUES %s;' % ', '.join(
                r.choice(['+I', '+U'] + retract_kinds(engine, opts)) + row(k, r.choice(kinds)) for k in ks))
            snaps += 1
        elif x < 0.6 and can_delete(engine, opts):
            lines.append('DELETE FROM t WHERE %s;' % r.choice(['k = %d' % ks[0], 'n > 10', "op = '+U'", 'k IN (%d, %d)' % (ks[0], r.choice(keys))]))
            snaps += 1
        elif x < 0.7 and engine in ('deduplicate', 'partial-update') and not (engine == 'partial-update' and seqf):
            sets = r.choice(["v = 'u%d'" % i, 'n = %d' % r.randint(1, 20), "op = '%s'" % r.choice(kinds)])
            lines.append('UPDATE t SET %s WHERE %s;' % (sets, r.choice(['k = %d' % ks[0], 'n < 10', 'k > 2'])))
            snaps += 1
        elif x < 0.8:
            lines.append("CALL sys.compact(`table` => 'default.t'%s);" % r.choice(['', ", compact_strategy => 'full'", ", compact_strategy => 'minor'"]))
        elif x < 0.9 and src:
            lines.append('INSERT INTO src VALUES %s;' % ', '.join(row(k, r.choice(kinds)) for k in ks))
            if src == 'pk' and r.random() < 0.5:
                # a batch copy only of the keyed source: an append source may hold a key twice, whose order a
                # batch read does not keep
                lines.append('INSERT INTO t SELECT * FROM src;')
            else:
                lines.append("SET 'execution.runtime-mode' = 'streaming';")
                lines.append("INSERT INTO t SELECT * FROM src /*+ OPTIONS('consumer-id' = 'c1', 'consumer.expiration-time' = '1 d') */;")
                lines.append("SET 'execution.runtime-mode' = 'batch';")
            snaps += 1
        else:
            lines.append('SELECT * FROM t;')
    lines.append('SELECT * FROM t;')
    if r.random() < 0.4:
        lines.append("SELECT k, op FROM t WHERE op %s;" % r.choice(["= '+I'", "<> '+I'", "IN ('+U', '-U')"]))
    if r.random() < 0.5 and not (seqf and seed >= 1820):
        # from seed 1820 not with sequence.field: Varve keeps a retraction at an explicit compaction's top level
        # there, Paimon drops it (the known tombstone family, fzro_1808; no extra draw)
        lines.append('SELECT * FROM t$audit_log;')
    if r.random() < 0.3:
        lines.append("SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '1') */;")
    if producer != 'none' or engine == 'deduplicate':
        if r.random() < 0.7:
            streaming_read(r, lines)


def gen_record_level(r, seed, lines):
    engine, producer, bucket, partitioned, opts = base_table(r, 'record')
    ttype = r.choice(['INT', 'INT', 'BIGINT', 'BIGINT_MS', 'TIMESTAMP(3)', 'TIMESTAMP_LTZ(3)'])
    opts['record-level.expire-time'] = r.choice(['1 d', '1 d', '3650 d', '100 d'])
    opts['record-level.time-field'] = 'ts'
    if engine == 'aggregation':
        opts['fields.ts.aggregate-function'] = r.choice(['max', 'min', 'last_value', 'last_non_null_value'])
    sql_type = 'BIGINT' if ttype == 'BIGINT_MS' else ttype
    # far past and far future; 2000-01-01 expires under all three times, 1970 too
    stale_secs, fresh_secs = [0, 946684800, 1000], [2000000000, 2100000000]
    stale_ts, fresh_ts = ['2000-01-01 00:00:00', '1970-01-02 00:00:00'], ['2999-01-01 00:00:00', '2100-06-30 12:00:00']

    def ts(fresh):
        if ttype in ('INT', 'BIGINT'):
            return str(r.choice(fresh_secs if fresh else stale_secs))
        if ttype == 'BIGINT_MS':
            return str(r.choice([4102444800000, 32503680000000] if fresh else [946684800000, 1000000000000]))
        t = r.choice(fresh_ts if fresh else stale_ts)
        if ttype == 'TIMESTAMP(3)':
            return "TIMESTAMP '%s'" % t
        return "CAST(TIMESTAMP '%s' AS TIMESTAMP_LTZ(3))" % t

    cols = ['k INT', 'v STRING', 'n INT', 'ts %s' % sql_type]
    pk = ['k']
    if partitioned:
        cols.insert(0, 'dt STRING')
        if bucket != '-1' or r.random() < 0.5:
            pk.insert(0, 'dt')
    names = [c.split()[0] for c in cols]
    lines.append('CREATE TABLE t (%s, PRIMARY KEY (%s) NOT ENFORCED)%s WITH (%s);' % (
        ', '.join(cols), ', '.join(pk), ' PARTITIONED BY (dt)' if partitioned else '', fuzzlib.with_options(opts)))
    seq = [0]

    def row(k):
        seq[0] += 1
        vals = {'dt': "'%s'" % r.choice(['a', 'b']), 'k': str(k),
                'v': fuzzlib.null_or(r, 'STRING', "'%s%d'" % (r.choice('xyz'), seq[0]), 0.1),
                'n': fuzzlib.null_or(r, 'INT', str(r.randint(1, 20)), 0.1),
                'ts': ts(r.random() < 0.55)}
        return '(' + ', '.join(vals[c] for c in names) + ')'

    fixed = engine == 'aggregation' and opts['fields.ts.aggregate-function'] in ('max', 'min')
    kinds = ['+I', '+U'] + retract_kinds(engine, opts, fixed)
    keys = [1, 2, 3, 4, 5]
    for i in range(r.randint(3, 9)):
        x = r.random()
        ks = r.sample(keys, r.randint(1, 4))
        if i == 0 or x < 0.4:
            lines.append('INSERT INTO t VALUES %s;' % ', '.join(row(k) for k in ks))
        elif x < 0.48 and len(kinds) > 2:
            lines.append('INSERT INTO t VALUES %s;' % ', '.join(r.choice(kinds) + row(k) for k in ks[:3]))
        elif x < 0.58 and engine in ('deduplicate', 'partial-update'):
            lines.append('UPDATE t SET %s WHERE %s;' % (r.choice(['ts = %s' % ts(r.random() < 0.5), "v = 'u%d'" % i]),
                                                         r.choice(['k = %d' % ks[0], 'n > 10', 'k < 3'])))
        elif x < 0.65 and can_delete(engine, opts):
            lines.append('DELETE FROM t WHERE %s;' % r.choice(['k = %d' % ks[0], 'n > 10']))
        elif x < 0.82:
            lines.append("CALL sys.compact(`table` => 'default.t'%s);" % r.choice(['', '', ", compact_strategy => 'minor'"]))
        elif x < 0.9:
            if r.random() < 0.5:
                lines.append("ALTER TABLE t SET ('record-level.expire-time' = '%s');" % r.choice(['1 d', '36500 d', '1000000 d']))
            else:
                lines.append("ALTER TABLE t RESET ('record-level.expire-time');")
        else:
            lines.append('SELECT * FROM t;')
    lines.append('SELECT * FROM t;')
    if r.random() < 0.35:
        lines.append("CALL sys.compact(`table` => 'default.t');")
        lines.append('SELECT * FROM t;')
    if r.random() < 0.3:
        lines.append('SELECT level, SUM(record_count) AS n FROM t$files GROUP BY level;')
    if r.random() < 0.4:
        lines.append('SELECT * FROM t$audit_log;')
    if producer != 'none' or engine == 'deduplicate':
        if r.random() < 0.6:
            streaming_read(r, lines)


def gen_partition_expire(r, seed, lines):
    pk_table = r.random() < 0.65
    fmt = r.choice(['default', 'yyyyMMdd', 'hour'])
    opts = {}
    if pk_table:
        engine = r.choice(['deduplicate', 'deduplicate', 'partial-update', 'aggregation', 'first-row'])
        producer = r.choice(['none', 'input', 'lookup']) if engine != 'first-row' else 'none'
        if engine != 'deduplicate':
            opts['merge-engine'] = engine
        if producer != 'none':
            opts['changelog-producer'] = producer
        opts['bucket'] = r.choice(['1', '2', '-1'])
        if engine == 'aggregation':
            opts['fields.n.aggregate-function'] = 'sum'
    else:
        engine, producer = 'append', 'none'
        if r.random() < 0.5:
            opts['bucket'] = r.choice(['1', '2'])
            opts['bucket-key'] = 'k'
    opts['partition.expiration-time'] = r.choice(['1 d', '1 d', '7 d', '36500 d'])
    when = r.choice(['interval', 'interval', 'end-input', 'end-input', 'never'])
    if when == 'interval':
        opts['partition.expiration-check-interval'] = '0 s'
    elif when == 'end-input':
        opts['end-input.check-partition-expire'] = 'true'
    if fmt == 'yyyyMMdd':
        opts['partition.timestamp-formatter'] = 'yyyyMMdd'
    elif fmt == 'hour':
        opts['partition.timestamp-formatter'] = 'yyyy-MM-dd HH:mm:ss'
        opts['partition.timestamp-pattern'] = '$dt $hr:00:00'
    if r.random() < 0.3:
        opts['partition.expiration-max-num'] = r.choice(['1', '2'])
    if r.random() < 0.2:
        opts['partition.expiration-batch-size'] = r.choice(['1', '2'])
    if r.random() < 0.2:
        opts['partition.expiration-strategy'] = r.choice(['values-time', 'update-time'])
    if r.random() < 0.2:
        # set later by ALTER TABLE instead
        late = {k: opts.pop(k) for k in list(opts) if k.startswith('partition.expiration-time') or k.startswith('partition.expiration-check') or k.startswith('end-input')}
    else:
        late = None
    pcols = ['dt STRING'] + (['hr INT'] if fmt == 'hour' else [])
    pnames = [c.split()[0] for c in pcols]
    cols = ['k INT', 'v STRING', 'n INT'] + pcols
    if fmt == 'yyyyMMdd':
        days = ['20000101', '20000102', '29990101', '29990102']
    else:
        days = ['2000-01-01', '2000-01-02', '2999-01-01', '2999-01-02']
    if r.random() < 0.15:
        days.append('notadate' if fmt != 'hour' else '2000-13-45')
    hrs = [3, 14]
    if pk_table:
        lines.append('CREATE TABLE t (%s, PRIMARY KEY (k, %s) NOT ENFORCED) PARTITIONED BY (%s) WITH (%s);' % (
            ', '.join(cols), ', '.join(pnames), ', '.join(pnames), fuzzlib.with_options(opts)))
    else:
        lines.append('CREATE TABLE t (%s) PARTITIONED BY (%s)%s;' % (
            ', '.join(cols), ', '.join(pnames), ' WITH (%s)' % fuzzlib.with_options(opts) if opts else ''))
    seq = [0]

    def part():
        d = r.choice(days)
        return [d, r.choice(hrs)] if fmt == 'hour' else [d]

    def row(k, p=None):
        seq[0] += 1
        p = p or part()
        vals = [str(k), fuzzlib.null_or(r, 'STRING', "'%s%d'" % (r.choice('xyz'), seq[0]), 0.1), str(r.randint(1, 20)), "'%s'" % p[0]]
        if fmt == 'hour':
            vals.append(str(p[1]))
        return '(' + ', '.join(vals) + ')'

    keys = [1, 2, 3, 4, 5, 6]
    for i in range(r.randint(3, 9)):
        x = r.random()
        ks = r.sample(keys, r.randint(1, 4))
        if i == 0 or x < 0.4:
            lines.append('INSERT INTO t VALUES %s;' % ', '.join(row(k) for k in ks))
        elif x < 0.5:
            p = part()
            spec = ', '.join("%s = %s" % (n, ("'%s'" % v) if n == 'dt' else v) for n, v in zip(pnames, p))
            vals = ', '.join('(%d, %s, %d)' % (k, "'o%d'" % i, r.randint(1, 20)) for k in ks)
            lines.append('INSERT OVERWRITE t PARTITION (%s) VALUES %s;' % (spec, vals))
        elif x < 0.58 and pk_table and engine == 'deduplicate':
            lines.append('DELETE FROM t WHERE %s;' % r.choice(['k = %d' % ks[0], "dt = '%s'" % r.choice(days), 'n > 10']))
        elif x < 0.64 and pk_table and engine in ('deduplicate', 'partial-update'):
            lines.append("UPDATE t SET v = 'u%d' WHERE %s;" % (i, r.choice(['k = %d' % ks[0], "dt = '%s'" % r.choice(days)])))
        elif x < 0.72 and engine != 'append' or x < 0.72 and 'bucket' in opts:
            lines.append("CALL sys.compact(`table` => 'default.t');")
        elif x < 0.8 and late is not None:
            lines.append('ALTER TABLE t SET (%s);' % fuzzlib.with_options(late))
            late = None
        elif x < 0.86:
            if r.random() < 0.5:
                lines.append("ALTER TABLE t SET ('partition.expiration-time' = '%s');" % r.choice(['1 d', '36500 d']))
            else:
                lines.append("ALTER TABLE t RESET ('partition.expiration-time');")
        elif x < 0.92 and 'partition.expiration-time' in opts:
            lines.append("CALL sys.expire_partitions(`table` => 'default.t');")
        else:
            lines.append('SELECT * FROM t;')
    lines.append('SELECT * FROM t;')
    if r.random() < 0.6:
        lines.append('SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;')
    if r.random() < 0.5:
        lines.append('SELECT `partition`, record_count FROM t$partitions;')
    if r.random() < 0.4:
        p = part()
        spec = ','.join('%s=%s' % (n, v) for n, v in zip(pnames, p))
        lines.append("SELECT * FROM t /*+ OPTIONS('scan.partitions' = '%s') */;" % spec)
    if r.random() < 0.3:
        lines.append("SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '1') */;")
    if (producer != 'none' or engine in ('deduplicate', 'append')) and r.random() < 0.4:
        streaming_read(r, lines)


def gen(seed):
    r = random.Random(seed)
    lines = []
    x = r.random()
    if x < 0.5:
        lines.append('-- fuzz row options (rowkind.field) seed %d' % seed)
        gen_rowkind(r, seed, lines)
    elif x < 0.75:
        lines.append('-- fuzz row options (record-level expiration) seed %d' % seed)
        gen_record_level(r, seed, lines)
    else:
        lines.append('-- fuzz row options (partition expiration) seed %d' % seed)
        gen_partition_expire(r, seed, lines)
    return '\n'.join(lines) + '\n'


if __name__ == '__main__':
    fuzzlib.main(gen, 'fzro')
