#!/usr/bin/env python3
"""Features meeting each other (`fzmx_`): one table `t` (and, in a quarter of the scripts, a second table `s` fed by
batch `INSERT INTO s SELECT ... FROM t`) with a random engine x changelog producer x bucket mode (fixed 1 / 2, dynamic,
cross-partition; unaware or fixed for append) x partitioning, then a long random sequence (10-20 steps) drawn from
every family:
- writes: INSERT (unique keys per statement), explicit `+I/-U/+U/-D` rows, UPDATE / DELETE where the engine takes
  them, INSERT OVERWRITE of the table or of a static partition;
- schema changes: ADD (also AFTER) / RENAME / DROP / MODIFY (widening) of value columns, SET / RESET of
  `changelog-producer` (with `full-compaction.delta-commits`), of snapshot retention, `sequence.field` SET on a
  deduplicate table (rows after it carry increasing sequence values and no retractions);
- maintenance: `sys.compact` (minor, full, one partition), `create_tag` (latest or an id) / `delete_tag` /
  `rollback_to` (tag or id), `expire_snapshots`, branches (`create_branch` empty or from a tag, INSERT / UPDATE /
  DELETE and reads of `t$branch_bN`, `fast_forward`, `delete_branch`);
- reads: batch SELECT, `$audit_log`, `$snapshots`, `$tags`, `$schemas`, `$consumers`, `$branches`, time travel by
  snapshot id / tag across schema changes, `incremental-between` of ids or tags, streaming reads from a snapshot id,
  `consumer-id` reads resumed after later steps.
A small model (columns of main and of each branch, a lower bound of the latest snapshot id and whether ids may be gone,
tags with the columns they were taken at, consumers) keeps most steps legal; about one script in six ends with a
statement Paimon refuses, compared on exit status. For differential runs against flink-oracle (Flink 2.0 + Paimon
1.4.2)."""
import random
import fuzzlib

VALS = {
    'INT': lambda r: str(r.randint(1, 60)),
    'BIGINT': lambda r: r.choice([str(r.randint(1, 60)), '3000000000', '-7']),
    'STRING': lambda r: "'%s'" % r.choice(['a', 'b', 'c', 'dd', 'e']),
    'DOUBLE': lambda r: r.choice(['1.5', '0.25', '-3.75']),
    'DECIMAL(5, 2)': lambda r: r.choice(['1.25', '12.5', '-3.01']),
    'DECIMAL(10, 2)': lambda r: r.choice(['1.25', '123456.78']),
    'ARRAY<INT>': lambda r: r.choice(['ARRAY[1, 2]', 'ARRAY[3]', 'ARRAY[2, 2, 5]']),
}
WIDEN = {'INT': ['BIGINT', 'STRING', 'DECIMAL(10, 2)'], 'BIGINT': ['STRING'], 'DECIMAL(5, 2)': ['DECIMAL(10, 2)'],
         'STRING': [], 'DOUBLE': [], 'DECIMAL(10, 2)': [], 'ARRAY<INT>': []}
# seeds from EXT on draw the families added in round 26 (sweep 26 mx); every draw they add is behind `ext`, so the
# scripts of seeds below EXT are the ones round 25's generator wrote
EXT = 1000
# seeds from EXT2 on also draw round 27's families (sweep 27 mx), again each behind `ext2`: two partition columns
# (dt, hr), TRUNCATE TABLE, SET / RESET of merge-engine-neutral options (full-compaction.delta-commits,
# num-sorted-run.*, write-only), sys.compact / expire_snapshots / create_tag / delete_tag with more of their
# arguments, reads of $options, FOR SYSTEM_TIME AS OF, incremental-between with a scan mode,
# UPDATE of a value column other than v
EXT2 = 1200
# seeds from EXT3 on also draw round 28's families (sweep 28 mx), each behind `ext3`: ignore-delete /
# partial-update.ignore-delete (explicit retractions then also into first-row / partial-update tables), an
# aggregation `sum` with ignore-retract, a two-column sequence.field, an aggregate function on a sequence group's own
# column, the full-compaction producer with delta-commits 2 / 3; streaming consumer-id reads resumed across
# sys.compact / writes / expire_snapshots, scan.mode latest / from-snapshot(-full) / compacted-full / latest-full
# mid-script (streaming and batch), $ro, a partition filter WHERE dt = ..., ALTER TABLE RENAME TO and back,
# DROP and CREATE of t again, CREATE TABLE LIKE (EXCLUDING OPTIONS), CREATE TABLE AS SELECT
EXT3 = 1340
# seeds from EXT4 on also draw round 29's families (sweep 29 mx), each behind `ext4`: reads through a subquery or a
# temporary view (a WHERE over it, a GROUP BY over it), INSERT OVERWRITE of t (or a static partition) SELECT from t
# itself, the lookup producer with lookup-wait false, force-lookup, changelog.num-retained.min / max with a producer
# (at CREATE or SET mid-script) and sys.expire_changelogs, file.format / file.compression at CREATE, ORDER BY ... LIMIT
# over $audit_log and t
EXT4 = 1540
# seeds from EXT5 on also draw round 34's maintenance families (sweep 34 mx), each behind `ext5`: changelog.time-retained
# '1 ms' with the changelog retention at CREATE or SET mid-script (every long-lived changelog is too old; the newest
# one stays), a TRUNCATE then a lowered snapshot retention then sys.compact (it finds no live file: no commit, no
# expiration), sys.compact of a partition with no data after a lowered retention, then $snapshots
EXT5 = 2360
# seeds from EXT6 on also draw round 35's family (sweep 35 cl), each behind `ext6`: changelog.num-retained.min / max above
# the snapshot's on a table without changelog producer (primary-key producer none, or append; Paimon 1.4.2 decouples the
# changelog lifecycle whatever the producer) at CREATE or SET mid-script, sys.expire_changelogs / expire_snapshots on it,
# and streaming reads from snapshot 1 / timestamp 1 of such a table
EXT6 = 2440
# aggregate functions of the extra value columns of an aggregation table (ext): (column, type, function); max, min,
# listagg and first_non_null_value refuse retractions (then 'ignore-retract' or no retractions in the script);
# Varve's own `count` is not in Paimon 1.4.2
AGG_COLS = [('mx', 'INT', 'max'), ('mn', 'STRING', 'min'), ('lv', 'STRING', 'last_non_null_value'),
            ('la', 'STRING', 'listagg'), ('co', 'ARRAY<INT>', 'collect'), ('fv', 'INT', 'first_non_null_value'),
            ('pr', 'BIGINT', 'product')]
NO_RETRACT = {'max', 'min', 'listagg', 'first_non_null_value'}


def gen(seed):
    r = random.Random(seed)
    ext = seed >= EXT
    ext2 = seed >= EXT2
    ext3 = seed >= EXT3
    ext4 = seed >= EXT4
    ext5 = seed >= EXT5
    ext6 = seed >= EXT6
    engine = r.choice(['deduplicate', 'deduplicate', 'partial-update', 'aggregation', 'first-row', 'append', 'append'])
    partitioned = r.random() < 0.4
    # (ext2) a second partition column hr INT
    multi = ext2 and partitioned and r.random() < 0.4
    pnames = ['dt', 'hr'] if multi else ['dt']
    append = engine == 'append'
    opts = {}
    if append:
        producer = 'none'
        bmode = r.choice(['unaware', 'fixed'])
        opts['bucket'] = '-1' if bmode == 'unaware' else r.choice(['1', '2'])
        if bmode == 'fixed':
            opts['bucket-key'] = 'k'
    else:
        producer = r.choice(['none', 'lookup']) if engine == 'first-row' else r.choice(['none', 'input', 'lookup', 'full-compaction'])
        bmode = r.choice(['fixed', 'fixed', 'dynamic'] + (['cross'] if partitioned else []))
        opts['bucket'] = r.choice(['1', '2']) if bmode == 'fixed' else '-1'
        if engine != 'deduplicate':
            opts['merge-engine'] = engine
        if producer != 'none':
            opts['changelog-producer'] = producer
        if producer == 'full-compaction':
            opts['full-compaction.delta-commits'] = r.choice(['1', '2', '3']) if ext3 else '1'
        if engine == 'aggregation':
            opts['fields.n.aggregate-function'] = 'sum'
        if engine == 'partial-update' and r.random() < 0.4:
            opts['partial-update.remove-record-on-delete'] = 'true'
        if ext and bmode != 'fixed' and r.random() < 0.4:
            opts['dynamic-bucket.target-row-num'] = r.choice(['2', '3'])
    if r.random() < 0.2:
        opts['snapshot.num-retained.min'] = '1'
        opts['snapshot.num-retained.max'] = str(r.randint(3, 5))
    opts['consumer.expiration-time'] = '1 d'
    pk = [] if append else (['k'] if not partitioned or bmode == 'cross' else ['k'] + pnames)
    cols = [['v', 'STRING'], ['n', 'INT']]  # value columns of main, in order
    protect = {'v'}  # never dropped / renamed / retyped (UPDATE, INSERT ... SELECT, aggregate function)
    if engine == 'aggregation':
        protect.add('n')
    two = r.random() < 0.25
    # round 26 (ext): deletion vectors, sequence.field at CREATE with out-of-order values, more aggregate functions,
    # partial-update sequence groups, a grouped table `g` fed by INSERT ... SELECT ... GROUP BY
    dv = seqcreate = groups = grouped = False
    noretract = False
    extra = []
    if ext:
        # (ext2) not with a cross-partition table: a moved key's -D in its old partition's bucket is kept by Varve's
        # lookup compaction below the top level, where Paimon drops deletes in every compaction of a deletion-vectors
        # table (COMPACTION.md "Not done: deletion vectors"; fzmx_1228: $audit_log -D rows and record counts differ)
        if engine in ('deduplicate', 'partial-update', 'aggregation') and producer != 'full-compaction' \
                and not (ext2 and bmode == 'cross') and r.random() < 0.35:
            opts['deletion-vectors.enabled'] = 'true'
            dv = True
        if engine == 'append' and bmode == 'unaware' and r.random() < 0.3:
            opts['deletion-vectors.enabled'] = 'true'
            dv = True
        if engine == 'aggregation':
            for name, typ, fn in r.sample(AGG_COLS, r.randint(1, 3)):
                cols.append([name, typ])
                protect.add(name)
                opts['fields.%s.aggregate-function' % name] = fn
                if fn in NO_RETRACT:
                    if r.random() < 0.6:
                        opts['fields.%s.ignore-retract' % name] = 'true'
                    else:
                        noretract = True
                if fn == 'listagg' and r.random() < 0.4:
                    opts['fields.%s.distinct' % name] = 'true'
                if fn == 'collect' and r.random() < 0.5:
                    opts['fields.%s.distinct' % name] = 'true'
        if engine == 'partial-update' and not opts.get('partial-update.remove-record-on-delete') and r.random() < 0.5:
            groups = True
            cols += [['g1', 'INT'], ['g2', 'INT']]
            protect.update(['n', 'g1', 'g2'])
            opts['fields.g1.sequence-group'] = 'v'
            opts['fields.g2.sequence-group'] = 'n'
            if r.random() < 0.4:
                opts['fields.n.aggregate-function'] = r.choice(['sum', 'max', 'last_non_null_value'])
            if ext3 and r.random() < 0.35:
                # (ext3) an aggregate function on the first group's own column too
                opts['fields.v.aggregate-function'] = r.choice(['last_non_null_value', 'max', 'min', 'first_value'])
        elif engine in ('deduplicate', 'partial-update', 'aggregation') and bmode != 'cross' and r.random() < 0.3 \
                and not (ext2 and opts.get('fields.la.aggregate-function') == 'listagg'):
            # (a cross-partition table refuses 'sequence.field', in Paimon too; ext2: not with listagg, whose order
            # shows Paimon's merged row stored at its newest sequence when a late record follows a compaction, a
            # known difference kept: fzmx_1284)
            seqcreate = True
            cols.append(['sq', 'INT'])
            protect.add('sq')
            opts['sequence.field'] = 'sq'
            if ext3 and r.random() < 0.4:
                # (ext3) two sequence fields: sq out of order, sq2 a small tie breaker (never NULL)
                cols.append(['sq2', 'INT'])
                protect.add('sq2')
                opts['sequence.field'] = 'sq,sq2'
        grouped = r.random() < 0.3
        if grouped:
            protect.add('n')
    # round 28 (ext3): ignore-delete, sum with ignore-retract
    igdel = False
    if ext3:
        # (not on a cross-partition table: Paimon ignores the -D of a moved key in its old partition, the key lives in
        # two partitions and the next job's index bootstrap fails, a Paimon bug: REPORT sweep 23, fzso_6029; fzmx_1368)
        if bmode == 'cross':
            pass
        elif engine in ('deduplicate', 'first-row') and r.random() < 0.25:
            opts['ignore-delete'] = 'true'
            igdel = True
        elif engine == 'partial-update' and not opts.get('partial-update.remove-record-on-delete') and r.random() < 0.35:
            opts['partial-update.ignore-delete'] = 'true'
            igdel = True
        elif engine == 'aggregation' and r.random() < 0.3:
            opts['fields.n.ignore-retract'] = 'true'
    # round 29 (ext4): lookup-wait, force-lookup, changelog retention, file format options
    if ext4:
        if producer == 'lookup' and r.random() < 0.4:
            opts[r.choice(['changelog-producer.lookup-wait', 'lookup-wait'])] = 'false'
        elif engine in ('deduplicate', 'partial-update', 'aggregation') and producer in ('none', 'input') \
                and r.random() < 0.25:
            opts['force-lookup'] = 'true'
        if producer != 'none' and r.random() < 0.4:
            opts['changelog.num-retained.min'] = '1'
            opts['changelog.num-retained.max'] = str(r.randint(5, 8))
            if 'snapshot.num-retained.max' not in opts and r.random() < 0.6:
                opts['snapshot.num-retained.min'] = '1'
                opts['snapshot.num-retained.max'] = '2'
            if ext5 and r.random() < 0.5:
                opts['changelog.time-retained'] = '1 ms'
        elif ext6 and producer == 'none' and r.random() < 0.5:
            # (ext6) decoupled changelog retention without a producer
            opts['changelog.num-retained.min'] = '1'
            opts['changelog.num-retained.max'] = str(r.randint(5, 12))
            if 'snapshot.num-retained.max' not in opts and r.random() < 0.7:
                opts['snapshot.num-retained.min'] = '1'
                opts['snapshot.num-retained.max'] = '2'
        if r.random() < 0.3:
            opts['file.format'] = r.choice(['parquet', 'orc', 'avro'])
            if r.random() < 0.5:
                # (not 'none' with avro: Paimon 1.4.2's Avro writer fails the job, "Unrecognized codec: none";
                # fzmx_1560)
                opts['file.compression'] = r.choice(['zstd', 'lz4'] + ([] if opts['file.format'] == 'avro' else ['none']))
                if seed >= 2083 and opts['file.format'] == 'avro' and opts['file.compression'] == 'lz4':
                    # nor 'lz4' (round 31, no extra draw: earlier seeds unchanged): "Unrecognized codec: lz4", fzmx_2201
                    opts['file.compression'] = 'zstd'
    desc = '%s, %s, %s bucket%s%s' % (engine, producer, bmode, (', partitioned' + (' (dt, hr)' if multi else '')) if partitioned else '',
                                     ', two tables' if two else '')
    if ext:
        desc += ''.join(x for x, on in ((', deletion vectors', dv), (', sequence.field', seqcreate), (', sequence groups', groups),
                                        (', grouped g', grouped), (', agg ' + '/'.join(c[0] for c in cols[2:]) if engine == 'aggregation' else '', True)) if on)
    if ext3:
        desc += ''.join(x for x, on in ((', ignore-delete', igdel), (', two sequence fields', 'sq2' in opts.get('sequence.field', '')),
                                        (', delta-commits ' + opts.get('full-compaction.delta-commits', ''),
                                         opts.get('full-compaction.delta-commits', '1') != '1')) if on)
    if ext4:
        desc += ''.join(', ' + x for x in ('lookup-wait false', 'force-lookup', 'changelog retention', 'file options')
                        if {'lookup-wait false': 'false' in (opts.get('lookup-wait'), opts.get('changelog-producer.lookup-wait')),
                            'force-lookup': 'force-lookup' in opts, 'changelog retention': 'changelog.num-retained.max' in opts,
                            'file options': 'file.format' in opts}[x])
    lines = ['-- fuzz cross-feature seed %d (%s)' % (seed, desc)]
    pdef = (', dt STRING' + (', hr INT' if multi else '')) if partitioned else ''
    pby = ' PARTITIONED BY (%s)' % ', '.join(pnames) if partitioned else ''
    coldef = 'k INT%s, %s' % (pdef, ', '.join('%s %s' % tuple(c) for c in cols))
    key = ', PRIMARY KEY (%s) NOT ENFORCED' % ', '.join(pk) if pk else ''
    create_t = 'CREATE TABLE t (%s%s)%s WITH (%s);' % (coldef, key, pby, fuzzlib.with_options(opts))
    lines.append(create_t)
    cols0 = [list(c) for c in cols]
    if two:
        skey = ', '.join(['k'] + pnames) if partitioned else 'k'
        lines.append('CREATE TABLE s (k INT%s, v STRING, PRIMARY KEY (%s) NOT ENFORCED)%s WITH (%s);'
                     % (pdef, skey, pby,
                        fuzzlib.with_options({'bucket': '1', 'changelog-producer': r.choice(['none', 'input'])})))
    if grouped:
        lines.append("CREATE TABLE g (v STRING, c BIGINT, sn INT, PRIMARY KEY (v) NOT ENFORCED) WITH ('bucket' = '1');")
    st = {'latest': 0, 'gone': 'snapshot.num-retained.max' in opts, 'tags': {}, 'tagn': 0, 'consumers': [],
          'mode': 'batch', 'fresh': 0, 'producer': producer, 'seqf': None, 'seq': 100, 'branch': None, 'brn': 0,
          'rrod': opts.get('partial-update.remove-record-on-delete') == 'true', 'evolved': False,
          'retention': 'snapshot.num-retained.max' in opts, 'seqrand': None, 'expired_with_consumers': False}
    if seqcreate:
        st['seqf'] = 'sq'
        st['seqrand'] = 'sq'  # out-of-order sequence values (ties resolved by write order in both)

    def batch():
        fuzzlib.set_mode(lines, st, 'batch')

    def streaming():
        fuzzlib.set_mode(lines, st, 'streaming')

    def can_delete():
        # (an append table refuses DELETE / UPDATE in Flink also with deletion vectors: fzmx_1057, 1065)
        return st['seqf'] is None and (engine == 'deduplicate' or (engine == 'partial-update' and st['rrod'])) \
            and not igdel

    def row(k, cs, kind='', static_part=False, p=None):
        out = [str(k)]
        if partitioned and not static_part:
            out.append("'%s'" % (p or r.choice(['p1', 'p2'])))
        if multi and static_part != 'full':
            out.append(str(r.choice([1, 2])))
        for name, typ in cs:
            if name == st['seqf'] and name == st['seqrand']:
                out.append(str(r.randint(1, 30)))  # out of order
            elif name == 'sq2' and seqcreate:
                out.append(str(r.randint(1, 3)))
            elif name == st['seqf']:
                st['seq'] += 1
                out.append(str(st['seq']))
            elif groups and name in ('g1', 'g2'):
                out.append(str(r.randint(1, 20)))
            else:
                out.append(fuzzlib.null_or(r, typ, VALS[typ](r), 0.12))
        return kind + '(%s)' % ', '.join(out)

    def keys():
        return r.sample(range(1, 9), r.randint(1, 3))

    def tname():
        return 't'

    def write(target='t', cs=None):
        batch()
        if target == 't' and ext3:
            st['dirty'] = False  # (a later snapshot has the current columns; a write may commit nothing: close enough)
        cs = cs if cs is not None else cols
        x = r.random()
        if x < 0.5 or st['latest'] == 0:
            lines.append('INSERT INTO %s VALUES %s;' % (target, ', '.join(row(k, cs) for k in keys())))
            if target == 't':
                st['latest'] += 1
        elif x < 0.62 and (engine in ('deduplicate', 'aggregation') or (igdel and engine in ('first-row', 'partial-update'))) \
                and st['seqf'] is None and not noretract:
            ks = keys()
            kinds = [r.choice(['+I', '-U', '+U', '-D']) for _ in ks]
            lines.append('INSERT INTO %s VALUES %s;' % (target, ', '.join(row(k, cs, kd) for kd, k in zip(kinds, ks))))
            if target == 't':
                st['latest'] += 1
        elif x < 0.72 and engine in ('deduplicate', 'partial-update'):
            w = 'k = %d' % r.randint(1, 8) if r.random() < 0.7 else "v = '%s'" % r.choice('abc')
            lines.append("UPDATE %s SET v = 'u%d' WHERE %s;" % (target, len(lines), w))
        elif x < 0.8 and can_delete():
            w = 'k = %d' % r.randint(1, 8) if r.random() < 0.7 else 'n IS NULL' if 'n' in [c[0] for c in cs] else 'k > 6'
            lines.append('DELETE FROM %s WHERE %s;' % (target, w))
        elif x < 0.9 and not (ext and bmode == 'cross'):
            # (ext) no overwrite of a cross-partition table: Paimon 1.4.2's overwrite replaces every partition the
            # commit writes, also one that only gets a moved key's -D or an aggregation / partial-update row updated
            # where it lives (with a static partition too), losing its other keys (a Paimon bug Varve does not copy,
            # REPORT lksnap18 #1'; fzmx_1099, 1148)
            if partitioned and r.random() < 0.6:
                p = r.choice(['p1', 'p2'])
                if multi and r.random() < 0.5:
                    # both partition columns static
                    lines.append("INSERT OVERWRITE %s PARTITION (dt = '%s', hr = %d) VALUES %s;"
                                 % (target, p, r.choice([1, 2]), ', '.join(row(k, cs, static_part='full') for k in keys())))
                else:
                    lines.append("INSERT OVERWRITE %s PARTITION (dt = '%s') VALUES %s;"
                                 % (target, p, ', '.join(row(k, cs, static_part=True) for k in keys())))
            else:
                lines.append('INSERT OVERWRITE %s VALUES %s;' % (target, ', '.join(row(k, cs) for k in keys())))
            if target == 't':
                st['latest'] += 1
        else:
            lines.append('INSERT INTO %s VALUES %s;' % (target, ', '.join(row(k, cs) for k in keys())))
            if target == 't':
                st['latest'] += 1

    def some_id():
        if st['gone'] and r.random() < 0.8:
            return max(1, st['latest'])
        return r.randint(1, max(1, st['latest']))

    def evolve():
        batch()
        st['evolved'] = True
        st['dirty'] = True
        vc = [c for c in cols if c[0] not in protect and c[0] != st['seqf']]
        x = r.random()
        if x < 0.3 or not vc:
            st['fresh'] += 1
            typ = r.choice(['INT', 'STRING', 'BIGINT', 'DOUBLE', 'DECIMAL(5, 2)'])
            name = 'c%d' % st['fresh']
            if r.random() < 0.3:
                after = r.choice(cols)
                cols.insert(cols.index(after) + 1, [name, typ])
                lines.append('ALTER TABLE t ADD %s %s AFTER %s;' % (name, typ, after[0]))
            else:
                cols.append([name, typ])
                lines.append('ALTER TABLE t ADD %s %s;' % (name, typ))
        elif x < 0.5:
            c = r.choice(vc)
            cols.remove(c)
            lines.append('ALTER TABLE t DROP %s;' % c[0])
        elif x < 0.7:
            c = r.choice(vc)
            st['fresh'] += 1
            new = '%s_%d' % (c[0], st['fresh'])
            lines.append('ALTER TABLE t RENAME %s TO %s;' % (c[0], new))
            c[0] = new
        else:
            c = r.choice(vc)
            if WIDEN[c[1]]:
                c[1] = r.choice(WIDEN[c[1]])
                lines.append('ALTER TABLE t MODIFY %s %s;' % (c[0], c[1]))
            else:
                st['fresh'] += 1
                cols.append(['c%d' % st['fresh'], 'INT'])
                lines.append('ALTER TABLE t ADD c%d INT;' % st['fresh'])

    def set_option():
        batch()
        x = r.random()
        if x < 0.4 and not append and engine != 'first-row':
            # deletion vectors refuse the full-compaction producer
            p = r.choice([q for q in ['none', 'input', 'lookup', 'full-compaction'] if q != st['producer']
                          and not (dv and q == 'full-compaction')])
            if p == 'none' and r.random() < 0.5:
                lines.append("ALTER TABLE t RESET ('changelog-producer');")
            elif p == 'full-compaction':
                lines.append("ALTER TABLE t SET ('changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '1');")
            else:
                lines.append("ALTER TABLE t SET ('changelog-producer' = '%s');" % p)
            st['producer'] = p
        elif x < 0.6 and engine == 'deduplicate' and st['seqf'] is None and any(c == ['n', 'INT'] for c in cols):
            lines.append("ALTER TABLE t SET ('sequence.field' = 'n');")
            st['seqf'] = 'n'
        elif x < 0.8:
            lines.append("ALTER TABLE t SET ('snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '%d');" % r.randint(2, 4))
            st['gone'] = True
            st['retention'] = True
            for c in st['tags'].values():
                if c is not None:
                    c['safe'] = False
        else:
            lines.append("ALTER TABLE t RESET ('snapshot.num-retained.max');")

    def compact():
        if bmode == 'cross':
            return read()  # Paimon's sys.compact refuses a cross-partition upsert table (REPORT sweep 17 fz)
        batch()
        x = r.random()
        if x < 0.5:
            lines.append("CALL sys.compact(`table` => 'default.t');")
        elif x < 0.8 or not partitioned:
            lines.append("CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');")
        else:
            lines.append("CALL sys.compact(`table` => 'default.t', partitions => 'dt=%s');" % r.choice(['p1', 'p2']))

    def tag():
        batch()
        x = r.random()
        if x < 0.6 or not st['tags']:
            st['tagn'] += 1
            name = 'tag%d' % st['tagn']
            if r.random() < 0.3 and st['latest'] >= 1 and not st['gone']:
                lines.append("CALL sys.create_tag('default.t', '%s', %d);" % (name, some_id()))
                st['tags'][name] = None  # columns of that snapshot: not tracked
            else:
                lines.append("CALL sys.create_tag(`table` => 'default.t', tag => '%s');" % name)
                # 'safe': its snapshot cannot have expired (no retention option, no expire_snapshots since); Paimon
                # 1.4.2's create_branch from a tag whose snapshot expired fails (NoSuchFileException, fzmx_0054 / 0083)
                st['tags'][name] = {'cols': [list(c) for c in cols], 'seqf': st['seqf'], 'safe': not st['retention']}
                if ext3 and st.get('dirty'):
                    # (ext3) the tag's snapshot predates a column change: a branch from it has that snapshot's schema,
                    # not the current columns (fzmx_1367: fast_forward then showed other columns)
                    st['tags'][name] = None
        elif x < 0.75:
            name = r.choice(sorted(st['tags']))
            lines.append("CALL sys.delete_tag('default.t', '%s');" % name)
            del st['tags'][name]
        else:
            name = r.choice(sorted(st['tags']))
            lines.append("CALL sys.rollback_to('default.t', '%s');" % name)
            n = int(name[3:])
            st['tags'] = {t: c for t, c in st['tags'].items() if int(t[3:]) <= n}
            st['latest'] = max(1, st['latest'] // 2)
            st['gone'] = True

    def lifecycle():
        batch()
        if r.random() < 0.6:
            mx = r.randint(1, 3)
            lines.append("CALL sys.expire_snapshots(`table` => 'default.t', retain_max => %d, retain_min => 1);" % mx)
            st['gone'] = True
            for c in st['tags'].values():
                if c is not None:
                    c['safe'] = False
        elif st['latest'] >= 2:
            sid = st['latest'] if st['gone'] else r.randint(1, st['latest'])
            lines.append("CALL sys.rollback_to(`table` => 'default.t', snapshot_id => %d);" % sid)
            st['latest'] = sid
            st['gone'] = True
            st['tags'] = {}  # later tags are gone; earlier ones are not tracked any more
        else:
            compact()

    def branch():
        batch()
        b = st['branch']
        x = r.random()
        if b is None:
            st['brn'] += 1
            name = 'b%d' % st['brn']
            known = [t for t, c in st['tags'].items() if c is not None and c['safe']]
            if known and r.random() < 0.5:
                tg = r.choice(sorted(known))
                lines.append("CALL sys.create_branch('default.t', '%s', '%s');" % (name, tg))
                st['branch'] = {'name': name, 'cols': [list(c) for c in st['tags'][tg]['cols']], 'has': True, 'tags': {tg},
                                'seqf': st['tags'][tg]['seqf']}
            else:
                lines.append("CALL sys.create_branch('default.t', '%s');" % name)
                st['branch'] = {'name': name, 'cols': [list(c) for c in cols], 'has': False, 'tags': set(), 'seqf': st['seqf']}
            if r.random() < 0.5:
                lines.append('SELECT branch_name FROM t$branches;')
            return
        tb = 't$branch_%s' % b['name']
        if x < 0.45:
            # the branch's own writes, with the branch's sequence.field (main's when the branch was made)
            seqf, st['seqf'] = st['seqf'], b['seqf']
            write(tb, b['cols'])
            st['seqf'] = seqf
            if not lines[-1].startswith(('UPDATE', 'DELETE')):
                b['has'] = True
        elif x < 0.7:
            lines.append(r.choice(['SELECT * FROM %s;' % tb, 'SELECT * FROM %s$audit_log;' % tb,
                                   'SELECT snapshot_id, schema_id, commit_kind FROM %s$snapshots;' % tb,
                                   'SELECT schema_id, fields FROM %s$schemas;' % tb,
                                   'SELECT tag_name, snapshot_id FROM %s$tags;' % tb]))
        elif x < 0.85 and b['has'] and b['cols'] == cols:
            # only when main's columns are the branch's: after a fast_forward that changes the schema, Flink's
            # caching catalog keeps main's old row type (fzmx_0075: a later INSERT is refused, reads show old columns)
            lines.append("CALL sys.fast_forward('default.t', '%s');" % b['name'])
            cols[:] = [list(c) for c in b['cols']]
            st['tags'] = {t: None for t in b['tags']}
            st['latest'] = 1
            st['gone'] = True
            st['seqf'] = b['seqf']
            if r.random() < 0.5:
                lines.append('SELECT * FROM t;')
        else:
            lines.append("CALL sys.delete_branch('default.t', '%s');" % b['name'])
            st['branch'] = None

    def read():
        batch()
        x = r.random()
        if x < 0.25:
            lines.append(r.choice(['SELECT * FROM t;', 'SELECT * FROM t WHERE k > 3;', 'SELECT k, v FROM t;',
                                   'SELECT COUNT(*) AS c FROM t;']))
        elif x < 0.4:
            lines.append('SELECT * FROM t$audit_log;')
        elif x < 0.5:
            q = r.choice(['SELECT snapshot_id, schema_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;',
                          'SELECT snapshot_id, commit_kind FROM t$snapshots;'])
            lines.append(q if counts_ok else 'SELECT snapshot_id, schema_id, commit_kind FROM t$snapshots;')
        elif x < 0.58:
            lines.append('SELECT tag_name, snapshot_id, schema_id%s FROM t$tags;' % (', record_count' if counts_ok else ''))
        elif x < 0.65:
            lines.append('SELECT schema_id, fields FROM t$schemas;')
        elif x < 0.7:
            lines.append('SELECT * FROM t$consumers;')
        elif x < 0.8 and st['latest']:
            # $audit_log time travel after a column change: Paimon 1.4.2 maps the old snapshot's columns by position
            # (fzmx_0135: a dropped column's value shown under the next one)
            tbl = r.choice(['t', 't', 't$audit_log']) if not st['evolved'] else 't'
            lines.append("SELECT * FROM %s /*+ OPTIONS('scan.snapshot-id' = '%d') */;" % (tbl, some_id()))
        elif x < 0.88 and st['tags']:
            lines.append("SELECT * FROM t /*+ OPTIONS('scan.tag-name' = '%s') */;" % r.choice(sorted(st['tags'])))
        elif x < 0.94 and len(st['tags']) >= 2:
            a, b = sorted(r.sample(sorted(st['tags']), 2), key=lambda t: int(t[3:]))
            lines.append("SELECT * FROM %s /*+ OPTIONS('incremental-between' = '%s,%s') */;" % (r.choice(['t', 't$audit_log']), a, b))
        elif st['latest'] >= 2 and not st['gone']:
            b = r.randint(2, st['latest'])
            a = r.randint(1, b - 1)
            lines.append("SELECT * FROM %s /*+ OPTIONS('incremental-between' = '%d,%d') */;" % (r.choice(['t', 't$audit_log']), a, b))
        else:
            lines.append('SELECT * FROM t;')

    def stream():
        if st['producer'] == 'none' and not append:
            # Paimon streams a table without a producer only for deduplicate (partial-update / aggregation /
            # first-row are refused by both)
            if engine != 'deduplicate' or r.random() < 0.5:
                return read()
        cid = r.random() < 0.5
        streaming()
        if cid:
            c = 'c%d' % r.randint(1, 2)
            mode = ''
            if c not in st['consumers'] and r.random() < 0.4 and st['latest']:
                mode = ", 'scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '%d'" % some_id()
            lines.append("SELECT * FROM t /*+ OPTIONS('consumer-id' = '%s'%s) */;" % (c, mode))
            if c not in st['consumers']:
                st['consumers'].append(c)
            if r.random() < 0.4:
                batch()
                lines.append('SELECT * FROM t$consumers;')
        else:
            m = r.choice(['from-snapshot', 'from-snapshot', 'from-snapshot-full'])
            # a streaming $audit_log read across a column change fails in Paimon 1.4.2 (fzmx_0066: "Row arity: 5, but
            # serializer arity: 6"): only before any
            tbl = r.choice(['t', 't', 't$audit_log']) if st['fresh'] == 0 and not st['evolved'] else 't'
            lines.append("SELECT * FROM %s /*+ OPTIONS('scan.mode' = '%s', 'scan.snapshot-id' = '%d') */;" % (tbl, m, some_id()))
        batch()

    def copy():
        batch()
        if not two:
            return write()
        sel = ', '.join(['k'] + (pnames if partitioned else []) + ['v'])
        w = r.choice(['', ' WHERE k > 2', ' WHERE v IS NOT NULL'])
        lines.append('INSERT INTO s SELECT %s FROM t%s;' % (sel, w))
        if r.random() < 0.6:
            lines.append('SELECT * FROM s;')

    # record counts of files: a partial-update / aggregation table with sequence.field keeps late records unmerged in
    # the lookup layout's commit-time compaction where Paimon stores one merged row (REPORT lksnap18 #3, kept;
    # fzmx_1058, 1106, 1110): its $partitions / $buckets / $files counts and $snapshots / $tags record counts are not
    # drawn
    counts_ok = not (seqcreate and engine != 'deduplicate')

    def ext_read():
        batch()
        x = r.random()
        if x < 0.36 and not counts_ok:
            lines.append('SELECT * FROM t;')
        elif x < 0.12:
            lines.append('SELECT `partition`, record_count, file_count FROM t$partitions;')
        elif x < 0.24:
            lines.append('SELECT `partition`, bucket, record_count, file_count FROM t$buckets;')
        elif x < 0.36:
            lines.append(r.choice(['SELECT COUNT(*) AS files, SUM(record_count) AS records FROM t$files;',
                                   'SELECT `level`, COUNT(*) AS files FROM t$files GROUP BY `level`;']))
        elif x < 0.46:
            lines.append("SELECT * FROM t /*+ OPTIONS('scan.mode' = 'latest') */;")
        elif x < 0.56:
            # far past / far future: no wall-clock times in the script
            lines.append(r.choice(["SELECT * FROM t /*+ OPTIONS('scan.timestamp-millis' = '4102444800000') */;",
                                   "SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-timestamp', 'scan.timestamp-millis' = '4102444800000') */;"]))
        elif x < 0.66:
            lines.append('SELECT v, COUNT(*) AS c FROM t GROUP BY v;')
        elif x < 0.76 and st['consumers']:
            lines.append('SELECT consumer_id, next_snapshot_id FROM t$consumers;')
        elif grouped:
            lines.append('SELECT * FROM g;')
        else:
            lines.append('SELECT * FROM t WHERE v IS NOT NULL;')

    def ext_stream():
        if st['producer'] == 'none' and not append and engine != 'deduplicate':
            return ext_read()
        streaming()
        where = r.choice(['', ' WHERE k > 3', ' WHERE v IS NOT NULL', ' WHERE k <= 4'])
        x = r.random()
        if x < 0.3 and st['latest']:
            lines.append("SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '%d') */%s;"
                         % (some_id(), where))
        elif x < 0.5:
            lines.append("SELECT * FROM t /*+ OPTIONS('scan.mode' = 'latest-full') */%s;" % where)
        elif x < 0.6:
            lines.append("SELECT * FROM t /*+ OPTIONS('scan.mode' = 'latest') */%s;" % where)
        elif x < 0.75:
            lines.append("SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-timestamp', 'scan.timestamp-millis' = '%s') */%s;"
                         % (r.choice(['1', '4102444800000']), where))
        else:
            # consumers protect their snapshots from expire_snapshots
            c = 'c%d' % r.randint(1, 2)
            lines.append("SELECT * FROM t /*+ OPTIONS('consumer-id' = '%s') */%s;" % (c, where))
            if c not in st['consumers']:
                st['consumers'].append(c)
            batch()
            write()
            lines.append("CALL sys.expire_snapshots(`table` => 'default.t', retain_max => 1, retain_min => 1);")
            st['gone'] = True
            for tc in st['tags'].values():
                if tc is not None:
                    tc['safe'] = False
            lines.append(r.choice(['SELECT snapshot_id, commit_kind FROM t$snapshots;',
                                   'SELECT consumer_id, next_snapshot_id FROM t$consumers;']))
        batch()

    def grouped_copy():
        batch()
        w = r.choice(['', ' WHERE k > 2'])
        lines.append("INSERT %s g SELECT COALESCE(v, '-'), COUNT(*), SUM(n) FROM t%s GROUP BY COALESCE(v, '-');"
                     % (r.choice(['INTO', 'INTO', 'OVERWRITE']), w))
        if r.random() < 0.6:
            lines.append('SELECT * FROM g;')

    def self_copy():
        batch()
        sel = ', '.join((['k'] if append else ['k + 8']) + (pnames if partitioned else []) + [c[0] for c in cols])
        lines.append('INSERT INTO t SELECT %s FROM t WHERE k <= 3;' % sel)  # may select nothing: no snapshot

    def ext2_options():
        # merge-engine-neutral options SET / RESET mid-script
        batch()
        x = r.random()
        if x < 0.25 and bmode != 'unaware':
            # (an unaware-bucket append table refuses full-compaction.delta-commits; a fixed-bucket one is compacted
            # fully at each statement's end, fzmx_1209)
            if st.get('dc') and r.random() < 0.5 and st['producer'] != 'full-compaction':
                lines.append("ALTER TABLE t RESET ('full-compaction.delta-commits');")
                st['dc'] = False
            else:
                lines.append("ALTER TABLE t SET ('full-compaction.delta-commits' = '%d');" % r.choice([1, 2, 3]))
                st['dc'] = True
        elif x < 0.5:
            if st.get('nsr') and r.random() < 0.4:
                lines.append("ALTER TABLE t RESET ('num-sorted-run.compaction-trigger');")
                st['nsr'] = False
            else:
                t_ = r.choice([2, 3, 5])
                extra_ = ", 'num-sorted-run.stop-trigger' = '%d'" % (t_ + r.choice([1, 3])) if r.random() < 0.4 else ''
                lines.append("ALTER TABLE t SET ('num-sorted-run.compaction-trigger' = '%d'%s);" % (t_, extra_))
                st['nsr'] = True
        elif x < 0.75:
            if st.get('wo'):
                lines.append("ALTER TABLE t RESET ('write-only');" if r.random() < 0.6
                             else "ALTER TABLE t SET ('write-only' = 'false');")
                st['wo'] = False
            else:
                lines.append("ALTER TABLE t SET ('write-only' = 'true');")
                st['wo'] = True
        elif x < 0.88:
            lines.append("ALTER TABLE t SET ('snapshot.num-retained.min' = '%d');" % r.choice([1, 2]))
        else:
            # (with min: the default min 10 above a max is refused; fzmx_1209)
            lines.append("ALTER TABLE t SET ('snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '%d');" % r.randint(2, 5))
            st['gone'] = True
            st['retention'] = True
            for c in st['tags'].values():
                if c is not None:
                    c['safe'] = False
        if r.random() < 0.3:
            lines.append('SELECT * FROM t$options;')

    def truncate():
        batch()
        lines.append('TRUNCATE TABLE t;')
        st['latest'] += 1
        if r.random() < 0.5:
            lines.append(r.choice(['SELECT * FROM t;', 'SELECT snapshot_id, commit_kind FROM t$snapshots;',
                                   'SELECT * FROM t$audit_log;']))

    def ext2_maint():
        batch()
        x = r.random()
        if x < 0.3:
            # retain_min with every retain_max, never above it (Paimon refuses retain_max < retain_min, and the
            # table's default retain_min is 10)
            args = []
            if r.random() < 0.6:
                mx = r.randint(1, 3)
                args += ['retain_max => %d' % mx, 'retain_min => %d' % r.randint(1, min(2, mx))]
            if r.random() < 0.4:
                args.append('max_deletes => %d' % r.randint(1, 2))
            if not args or r.random() < 0.3:
                # far future: every snapshot is older (no wall-clock times)
                args.append("older_than => '2100-01-01 00:00:00'")
            lines.append("CALL sys.expire_snapshots(`table` => 'default.t', %s);" % ', '.join(args))
            st['gone'] = True
            for c in st['tags'].values():
                if c is not None:
                    c['safe'] = False
        elif x < 0.55 and bmode != 'cross':
            args = []
            if partitioned and r.random() < 0.5:
                y = r.random()
                if y < 0.4:
                    args.append("partitions => '%s'" % r.choice(['dt=p1', 'dt=p2', 'dt=p1;dt=p2'] +
                                                             (['dt=p1,hr=1', 'dt=p2,hr=2;dt=p1,hr=2'] if multi else [])))
                elif y < 0.7:
                    args.append("`where` => '%s'" % r.choice(["dt = ''p1''", "dt <> ''p2''"] + (['hr = 1'] if multi else [])))
                else:
                    args.append("partitions => 'dt=p3'")  # no such partition: nothing to compact
            args.append("compact_strategy => '%s'" % r.choice(['minor', 'full']))
            lines.append("CALL sys.compact(`table` => 'default.t', %s);" % ', '.join(args))
        elif x < 0.8:
            st['tagn'] += 1
            name = 'tag%d' % st['tagn']
            if r.random() < 0.4 and st['latest'] >= 1 and not st['gone']:
                lines.append("CALL sys.create_tag(`table` => 'default.t', tag => '%s', snapshot_id => %d%s);"
                             % (name, some_id(), r.choice(['', ", time_retained => '1 d'"])))
                st['tags'][name] = None
            else:
                lines.append("CALL sys.create_tag(`table` => 'default.t', tag => '%s', time_retained => '%s');"
                             % (name, r.choice(['1 d', '2 h'])))
                st['tags'][name] = {'cols': [list(c) for c in cols], 'seqf': st['seqf'], 'safe': not st['retention']}
                if ext3 and st.get('dirty'):
                    st['tags'][name] = None
        elif len(st['tags']) >= 2:
            # several tags at once, one that does not exist among them (skipped)
            names = r.sample(sorted(st['tags']), 2)
            lines.append("CALL sys.delete_tag('default.t', '%s');" % ','.join(names + (['nope'] if r.random() < 0.3 else [])))
            for n_ in names:
                del st['tags'][n_]
        else:
            lines.append('SELECT tag_name, snapshot_id, schema_id FROM t$tags;')

    def ext2_read():
        batch()
        x = r.random()
        if x < 0.15:
            lines.append(r.choice(['SELECT * FROM t$options;', "SELECT * FROM t$options WHERE key LIKE 'snapshot%';"]))
        elif x < 0.3:
            lines.append("SELECT * FROM t FOR SYSTEM_TIME AS OF TIMESTAMP '2100-01-01 00:00:00';")
        elif x < 0.45 and st['latest']:
            # (not 'scan.version': Paimon 1.4.2's Flink source refuses it as a hint)
            lines.append("SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '%d') */%s;" % (some_id(), r.choice([' WHERE k > 2', ' WHERE v IS NULL'])))
        elif x < 0.6 and st['latest'] >= 2 and not st['gone']:
            b_ = r.randint(2, st['latest'])
            a_ = r.randint(1, b_ - 1)
            mode = r.choice(['delta', 'auto'] + (['changelog'] if st['producer'] != 'none' else []))
            lines.append("SELECT * FROM t /*+ OPTIONS('incremental-between' = '%d,%d', 'incremental-between-scan-mode' = '%s') */;"
                         % (a_, b_, mode))
        elif x < 0.72 and st['tags']:
            lines.append("SELECT * FROM t /*+ OPTIONS('scan.tag-name' = '%s') */ WHERE k <= 4;" % r.choice(sorted(st['tags'])))
        elif x < 0.82:
            lines.append("SELECT rowkind, k FROM t$audit_log WHERE rowkind <> '+I';")
        elif x < 0.9:
            lines.append('SELECT tag_name, snapshot_id, schema_id FROM t$tags;')
        else:
            lines.append('SELECT consumer_id, next_snapshot_id FROM t$consumers;')

    def ext2_update():
        batch()
        names = [c[0] for c in cols]
        if engine in ('deduplicate', 'partial-update') and 'n' in names and st['seqf'] != 'n' and not groups \
                and dict(map(tuple, cols))['n'] in ('INT', 'BIGINT'):
            w = r.choice(['k = %d' % r.randint(1, 8), 'k IN (%d, %d)' % (r.randint(1, 4), r.randint(5, 8)), 'k BETWEEN 2 AND 5'])
            lines.append('UPDATE t SET n = %s WHERE %s;' % (r.choice(['n + 1', '7', 'CAST(NULL AS INT)']), w))
        elif can_delete():
            w = r.choice(['k IN (%d, %d)' % (r.randint(1, 4), r.randint(5, 8)), 'k BETWEEN 3 AND 6', "v = 'a' OR k = 1"])
            lines.append('DELETE FROM t WHERE %s;' % w)
        else:
            write()

    def ext3_stream():
        # (ext3) a consumer resumed across compactions, writes and expirations; scan.mode variants mid-script
        if st['producer'] == 'none' and not append and engine != 'deduplicate':
            return ext3_read()
        where = r.choice(['', '', ' WHERE k > 3', ' WHERE v IS NOT NULL'])
        x = r.random()
        if x < 0.45:
            c = 'c%d' % r.randint(1, 2)
            streaming()
            lines.append("SELECT * FROM t /*+ OPTIONS('consumer-id' = '%s') */%s;" % (c, where))
            if c not in st['consumers']:
                st['consumers'].append(c)
            batch()
            for _ in range(r.randint(1, 3)):
                y = r.random()
                if y < 0.35 and bmode != 'cross':
                    lines.append("CALL sys.compact(`table` => 'default.t'%s);"
                                 % r.choice(['', ", compact_strategy => 'full'"]))
                elif y < 0.75:
                    write()
                else:
                    lines.append("CALL sys.expire_snapshots(`table` => 'default.t', retain_max => %d, retain_min => 1);"
                                 % r.randint(1, 2))
                    st['gone'] = True
                    for tc in st['tags'].values():
                        if tc is not None:
                            tc['safe'] = False
            streaming()
            lines.append("SELECT * FROM t /*+ OPTIONS('consumer-id' = '%s') */%s;" % (c, where))
            if r.random() < 0.5:
                batch()
                lines.append('SELECT consumer_id, next_snapshot_id FROM t$consumers;')
        else:
            m = r.choice(['latest', 'from-snapshot', 'from-snapshot-full', 'compacted-full', 'latest-full'])
            sid = ", 'scan.snapshot-id' = '%d'" % some_id() if m.startswith('from-snapshot') else ''
            if m.startswith('from-snapshot') and not st['latest']:
                m, sid = 'latest-full', ''
            streaming()
            lines.append("SELECT * FROM t /*+ OPTIONS('scan.mode' = '%s'%s) */%s;" % (m, sid, where))
        batch()

    def ext3_read():
        batch()
        x = r.random()
        if x < 0.25:
            lines.append(r.choice(['SELECT * FROM t$ro;', 'SELECT k, v FROM t$ro WHERE k > 2;', 'SELECT COUNT(*) AS c FROM t$ro;']))
        elif x < 0.5 and partitioned:
            # a partition filter: Paimon prunes partitions by it (a batch read consumes it)
            lines.append(r.choice(["SELECT * FROM t WHERE dt = '%s';" % r.choice(['p1', 'p2']),
                                   "SELECT k, dt, v FROM t WHERE dt <> 'p2';",
                                   "SELECT dt, COUNT(*) AS c FROM t WHERE dt = 'p1' GROUP BY dt;"]))
        elif x < 0.65 and st['latest']:
            lines.append("SELECT * FROM t /*+ OPTIONS('scan.mode' = '%s') */;"
                         % r.choice(['compacted-full', 'latest', 'latest-full']))
        elif x < 0.8 and counts_ok:
            lines.append(r.choice(['SELECT `partition`, bucket, record_count, file_count FROM t$buckets;',
                                   'SELECT `partition`, record_count, file_count FROM t$partitions;']))
        else:
            lines.append('SELECT * FROM t$audit_log;' if not st['evolved'] else 'SELECT * FROM t;')

    def recreate():
        # DROP TABLE t and CREATE it again: a fresh table (tags, branches, consumers go with the old one)
        lines.append('DROP TABLE t;')
        lines.append(create_t)
        cols[:] = [list(c) for c in cols0]
        st.update({'latest': 0, 'gone': 'snapshot.num-retained.max' in opts, 'tags': {}, 'consumers': [],
                   'producer': producer, 'seqf': 'sq' if seqcreate else None, 'branch': None, 'evolved': False,
                   'retention': 'snapshot.num-retained.max' in opts, 'dc': False, 'nsr': False, 'wo': False})
        write()

    def ext3_ddl():
        batch()
        x = r.random()
        st['ddl'] = st.get('ddl', 0) + 1
        if x < 0.3:
            lines.append('ALTER TABLE t RENAME TO t_r%d;' % st['ddl'])
            lines.append(r.choice(['SELECT * FROM t_r%d;', 'SELECT snapshot_id, commit_kind FROM t_r%d$snapshots;',
                                   'SELECT tag_name, snapshot_id FROM t_r%d$tags;']) % st['ddl'])
            lines.append('ALTER TABLE t_r%d RENAME TO t;' % st['ddl'])
        elif x < 0.45 and not st['branch']:
            recreate()
        elif x < 0.75:
            lines.append('CREATE TABLE l%d LIKE t (EXCLUDING OPTIONS);' % st['ddl'])
            lines.append('INSERT INTO l%d SELECT * FROM t;' % st['ddl'])
            if r.random() < 0.5:
                lines.append('INSERT INTO l%d SELECT * FROM t WHERE k <= 4;' % st['ddl'])
            lines.append('SELECT * FROM l%d;' % st['ddl'])
        else:
            w = r.choice(['', ' WHERE k > 2', ' WHERE v IS NOT NULL'])
            opt = r.choice(['', '', " WITH ('bucket' = '1', 'bucket-key' = 'k')"])
            lines.append('CREATE TABLE a%d%s AS SELECT k, v FROM t%s;' % (st['ddl'], opt, w))
            lines.append('SELECT * FROM a%d;' % st['ddl'])

    def ext4_view():
        # reads through a subquery or a temporary view, read at once (a view keeps the columns it was made with)
        batch()
        st['view'] = st.get('view', 0) + 1
        inner = r.choice(['SELECT * FROM t', 'SELECT * FROM t WHERE k > 2', 'SELECT * FROM t WHERE v IS NOT NULL'])
        outer = ['WHERE k <= 6', 'WHERE v IS NULL OR k > 4']
        # (not on a cross-partition table: a partition filter over a subquery or view reaches Paimon's source, which
        # prunes partitions by it where Varve filters the rows' values, left open in REPORT sweep 28 mx)
        part = partitioned and bmode != 'cross'
        if part:
            outer += ["WHERE dt = '%s'" % r.choice(['p1', 'p2']), "WHERE dt <> 'p1' AND k > 1"]
        if r.random() < 0.5:
            lines.append('SELECT * FROM (%s) %s;' % (inner, r.choice(outer)))
            if r.random() < 0.4:
                lines.append('SELECT v, COUNT(*) AS c FROM (%s) GROUP BY v;' % inner)
        else:
            w = 'w%d' % st['view']
            lines.append('CREATE TEMPORARY VIEW %s AS %s;' % (w, inner))
            for _ in range(r.randint(1, 2)):
                q = r.choice(['SELECT * FROM %s %s;' % (w, r.choice(outer)),
                              'SELECT v, COUNT(*) AS c FROM %s GROUP BY v;' % w,
                              'SELECT COUNT(*) AS c FROM %s;' % w]
                             + (["SELECT dt, COUNT(*) AS c FROM %s WHERE dt = 'p1' GROUP BY dt;" % w] if part else []))
                lines.append(q)
            if r.random() < 0.5:
                lines.append('DROP TEMPORARY VIEW %s;' % w)

    def ext4_overwrite_self():
        # INSERT OVERWRITE from t itself (may select nothing: the latest id is not counted up)
        if bmode == 'cross':
            return ext4_order()
        batch()
        vals = ', '.join(c[0] for c in cols)
        if partitioned and r.random() < 0.7:
            p = r.choice(['p1', 'p2'])
            src = r.choice(['p1', 'p2'])
            sel = 'k, ' + ('hr, ' if multi else '') + vals
            lines.append("INSERT OVERWRITE t PARTITION (dt = '%s') SELECT %s FROM t WHERE dt = '%s'%s;"
                         % (p, sel, src, r.choice(['', ' AND k > 2', ' AND k <= 5'])))
        else:
            sel = ', '.join(['k'] + (pnames if partitioned else []) + [c[0] for c in cols])
            lines.append('INSERT OVERWRITE t SELECT %s FROM t WHERE %s;' % (sel, r.choice(['k > 2', 'k <= 5', 'v IS NOT NULL'])))
        if r.random() < 0.5:
            lines.append(r.choice(['SELECT * FROM t;', 'SELECT snapshot_id, commit_kind FROM t$snapshots;']))

    def ext4_changelog():
        # changelog retention longer than the snapshots', sys.expire_changelogs, then $snapshots (ext6: also without a
        # producer)
        if st['producer'] == 'none' and not ext6:
            return ext4_order()
        batch()
        x = r.random()
        if x < 0.35:
            lines.append("ALTER TABLE t SET ('changelog.num-retained.min' = '1', 'changelog.num-retained.max' = '%d');"
                         % r.randint(5, 8))
            st['clr'] = True
        elif x < 0.6:
            lines.append("CALL sys.expire_snapshots(`table` => 'default.t', retain_max => 1, retain_min => 1);")
            st['gone'] = True
            for tc in st['tags'].values():
                if tc is not None:
                    tc['safe'] = False
        else:
            args = r.choice(['retain_max => %d' % r.randint(1, 3), 'retain_max => 2, retain_min => 1',
                             "older_than => '2100-01-01 00:00:00'", 'delete_all => true'])
            lines.append("CALL sys.expire_changelogs(`table` => 'default.t', %s);" % args)
        lines.append(r.choice(['SELECT snapshot_id, commit_kind FROM t$snapshots;',
                               'SELECT snapshot_id, commit_kind FROM t$snapshots;', 'SELECT * FROM t;']))

    def ext4_order():
        batch()
        names = ', '.join(['k'] + (pnames if partitioned else []) + ['v'])
        if r.random() < 0.6:
            lines.append('SELECT rowkind, %s FROM t$audit_log ORDER BY %s, rowkind LIMIT %d;' % (names, names, r.randint(1, 4)))
        else:
            lines.append('SELECT %s FROM t ORDER BY %s LIMIT %d;' % (names, ', '.join(x + ' DESC' for x in names.split(', ')),
                                                                    r.randint(1, 3)))

    def ext6_stream():
        # (ext6) a streaming read from the start of a table without producer: from snapshot 1 or timestamp 1 (with
        # decoupled changelog retention they read the long-lived changelogs' deltas); also with a consumer
        if engine not in ('deduplicate', 'append') or not st['latest']:
            return ext4_order()
        streaming()
        x = r.random()
        if x < 0.4:
            lines.append("SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;")
        elif x < 0.7:
            # (Paimon 1.4.2 has no scan.mode 'earliest': from-timestamp 1 starts at the earliest changelog or snapshot)
            lines.append("SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-timestamp', 'scan.timestamp-millis' = '1') */;")
        else:
            c = 'c%d' % r.randint(1, 2)
            lines.append("SELECT * FROM t /*+ OPTIONS('consumer-id' = '%s', 'scan.mode' = 'from-snapshot', "
                         "'scan.snapshot-id' = '1') */;" % c)
            if c not in st['consumers']:
                st['consumers'].append(c)

    def ext5_maint():
        # (no sys.compact of a cross-partition table: Paimon refuses it)
        batch()
        x = r.random()
        lowered = "ALTER TABLE t SET ('snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '%d');" % r.randint(1, 2)
        if x < 0.45 and bmode != 'cross':
            lines.append('TRUNCATE TABLE t;')
            st['latest'] += 1
            lines.append(lowered)
            lines.append("CALL sys.compact(`table` => 'default.t'%s);"
                         % r.choice(['', '', ", compact_strategy => 'full'", ", compact_strategy => 'minor'"]))
        elif x < 0.7 and partitioned and bmode != 'cross':
            lines.append(lowered)
            lines.append("CALL sys.compact(`table` => 'default.t', partitions => 'dt=p9');")
        elif st['producer'] != 'none':
            lines.append("ALTER TABLE t SET ('changelog.num-retained.min' = '1', 'changelog.num-retained.max' = '%d', "
                         "'changelog.time-retained' = '1 ms');" % r.randint(20, 50))
            st['clr'] = True
        else:
            return ext4_order()
        if lines[-1].startswith('CALL') or r.random() < 0.3:
            st['gone'] = True
            st['retention'] = True
            for tc in st['tags'].values():
                if tc is not None:
                    tc['safe'] = False
        lines.append(r.choice(['SELECT snapshot_id, commit_kind FROM t$snapshots;',
                               'SELECT snapshot_id, commit_kind FROM t$snapshots;', 'SELECT * FROM t;']))

    for _ in range(r.randint(1, 3)):
        write()
    ops = [(write, 5), (evolve, 2.5), (set_option, 1.5), (compact, 1.5), (tag, 2), (lifecycle, 1), (branch, 2.5),
           (read, 4), (stream, 2), (copy, 1 if two else 0)]
    if ext:
        ops += [(ext_read, 3), (ext_stream, 2), (grouped_copy, 1.5 if grouped else 0), (self_copy, 1)]
    if ext2:
        ops += [(ext2_options, 2), (truncate, 0.6), (ext2_maint, 2), (ext2_read, 2.5), (ext2_update, 1)]
    if ext3:
        ops += [(ext3_stream, 2.5), (ext3_read, 2), (ext3_ddl, 1.2)]
    if ext4:
        ops += [(ext4_view, 2.5), (ext4_overwrite_self, 1.2),
                (ext4_changelog, 1.5 if producer != 'none' else (1.2 if ext6 else 0.3)),
                (ext4_order, 1.2)]
    if ext5:
        ops += [(ext5_maint, 1.5)]
    if ext6:
        ops += [(ext6_stream, 2 if producer == 'none' else 0)]
    for _ in range(r.randint(10, 20)):
        f = r.choices([o for o, _ in ops], [w for _, w in ops])[0]
        f()
    batch()
    lines.append('SELECT * FROM t;')
    if st['consumers'] and r.random() < 0.7:
        streaming()
        lines.append("SELECT * FROM t /*+ OPTIONS('consumer-id' = '%s') */;" % r.choice(st['consumers']))
        batch()
    if r.random() < 0.5:
        lines.append('SELECT snapshot_id, commit_kind%s FROM t$snapshots;' % (', total_record_count' if counts_ok else ''))
    if r.random() < 1 / 6:
        lines.append(refused(r, engine, partitioned, pk, cols, st, ext2, ext3, two))
    return '\n'.join(lines) + '\n'


def refused(r, engine, partitioned, pk, cols, st, ext2=False, ext3=False, two=False):
    """One statement Paimon refuses, given the model."""
    choices = ["CALL sys.rollback_to('default.t', 'nope');",
               "SELECT * FROM t$branch_nope;",
               "CALL sys.fast_forward('default.t', 'nope');",
               'ALTER TABLE t DROP k;' if pk else 'ALTER TABLE t RENAME q TO q2;',
               'ALTER TABLE t ADD v STRING;',
               "SELECT * FROM t /*+ OPTIONS('scan.tag-name' = 'nope') */;"]
    if st['tags']:
        choices.append("CALL sys.create_tag('default.t', '%s');" % sorted(st['tags'])[0])
    if st['branch']:
        choices.append("CALL sys.create_branch('default.t', '%s');" % st['branch']['name'])
    if engine == 'append':
        choices += ['DELETE FROM t WHERE k = 1;', "UPDATE t SET v = 'x' WHERE k = 1;"]
    else:
        choices.append("UPDATE t SET k = 9 WHERE k = 1;")
        choices.append("ALTER TABLE t RESET ('bucket');")
    if partitioned:
        choices.append('ALTER TABLE t DROP dt;')
    if ext2:
        choices += ["CALL sys.expire_snapshots(`table` => 'default.t', retain_max => 1, retain_min => 2);",
                    "SELECT * FROM t /*+ OPTIONS('scan.version' = '1') */;",
                    'TRUNCATE TABLE t$snapshots;']
        if partitioned:
            choices.append("CALL sys.compact(`table` => 'default.t', partitions => 'dt=p1', `where` => 'dt = ''p1''');")
    if ext3:
        # LIKE copying the options (Flink copies 'path'), a rename onto an existing table, a second CREATE
        choices += ['CREATE TABLE t2 LIKE t;', 'CREATE TABLE t (k INT);', 'ALTER TABLE nope RENAME TO t3;']
        if two:
            choices.append('ALTER TABLE t RENAME TO s;')
    return r.choice(choices)


if __name__ == '__main__':
    fuzzlib.main(gen, 'fzmx')
