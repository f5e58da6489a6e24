#!/usr/bin/env python3
"""Procedures and system tables the other generators rarely or never write (`fzme_`): a table `t` (deduplicate,
partial-update, aggregation, first-row or append; fixed / dynamic bucket, or unaware / bucket-key append; partitioned by
a date `dt` that is far in the past or far in the future, sometimes with an `hr` under it, or not partitioned), often
a second table `s` (the source of `sys.merge_into`, a second table for `sys.compact_database`), then 8-16 steps:
INSERT, batch UPDATE / DELETE (also of a whole partition, or of everything), INSERT OVERWRITE (the table, a static
partition, `dynamic-partition-overwrite` false), TRUNCATE TABLE; `sys.merge_into` (matched upsert / delete, not matched
insert, not matched by source upsert / delete), `sys.rescale` after `ALTER TABLE SET ('bucket')`, `sys.expire_partitions`
(values-time with fixed, far-away dates, update-time, `max_expires`, `timestamp_formatter` / `timestamp_pattern`),
`sys.create_tag` / `rename_tag` / `replace_tag` / `delete_tag` / `expire_tags` (no older_than, or far past / future),
`sys.purge_files`, streaming `consumer-id` reads then `sys.reset_consumer` with an id / `sys.clear_consumers`
(including / excluding patterns), `sys.compact` (`partitions`, `where`, `compact_strategy`), `sys.compact_database`
(`including_tables`, `excluding_tables`, `compact_strategy`), `sys.alter_column_default_value`,
`sys.compact_manifest`, `sys.remove_orphan_files`; `ALTER TABLE SET / RESET` of options that change later merges or
reads (ignore-delete, partial-update / aggregation delete options, an aggregate function, `write-only`, the
changelog producer, compaction triggers, retention), ADD / RENAME of a value column; reads of `$binlog`,
`$aggregation_fields`, `$table_indexes`, `$statistics`, `$partitions`, `$buckets`, `$manifests`, `$tags`, `$options`,
`$schemas`, `$snapshots`, `$files`, `$consumers`, `$audit_log` -- only columns without wall-clock times, file names or
sizes. For differential runs against flink-oracle (Flink 2.0 + Paimon 1.4.2).

A small model (columns, the partitions that may hold data, tags, consumers, the table's bucket number) keeps the steps
legal; about one script in eight ends with a statement Paimon refuses (compared on exit status). Left out:
`sys.compact`'s `order_strategy` (Varve does not sort-compact), cross-partition upsert tables (their INSERT OVERWRITE is
a known Paimon bug and `sys.compact` refuses them), `sequence.field` (its kept tombstones are a known difference)."""
import random
import fuzzlib

DATES = ['2000-01-01', '2000-01-02', '2001-06-15', '2999-12-31']
HOURS = ['01', '12']


def gen(seed):
    r = random.Random(seed)
    kind = r.choice(['deduplicate', 'deduplicate', 'deduplicate', 'partial-update', 'aggregation', 'aggregation',
                     'first-row', 'append', 'append'])
    append = kind == 'append'
    part = r.choice(['none', 'dt', 'dt', 'dt', 'dt,hr'])
    pcols = [] if part == 'none' else part.split(',')
    opts = {}
    if append:
        producer = 'none'
        if r.random() < 0.5:
            opts['bucket'] = '-1'
        else:
            opts['bucket'] = r.choice(['1', '2'])
            opts['bucket-key'] = 'k'
    else:
        producer = r.choice(['none', 'none', 'input', 'lookup', 'full-compaction'])
        if kind == 'first-row':
            producer = r.choice(['none', 'lookup'])
        opts['bucket'] = r.choice(['1', '2', '2', '-1'])
        if kind != 'deduplicate':
            opts['merge-engine'] = kind
        if producer != 'none':
            opts['changelog-producer'] = producer
        if producer == 'full-compaction':
            opts['full-compaction.delta-commits'] = '1'
        if kind == 'aggregation':
            opts['fields.n.aggregate-function'] = r.choice(['sum', 'sum', 'max', 'min'])
            opts['fields.v.aggregate-function'] = r.choice(['last_non_null_value', 'max', 'listagg', 'first_value'])
            if r.random() < 0.3:
                opts['aggregation.remove-record-on-delete'] = 'true'
        if kind == 'partial-update' and r.random() < 0.5:
            opts['partial-update.remove-record-on-delete'] = 'true'
        if kind in ('deduplicate', 'first-row') and r.random() < 0.15:
            opts['ignore-delete'] = 'true'
    if r.random() < 0.2:
        opts['consumer.expiration-time'] = '1 d'
    fixed = opts['bucket'] not in ('-1',)
    cols = ['k', 'v', 'n']
    ctypes = {'k': 'INT', 'v': 'STRING', 'n': 'INT', 'm': 'BIGINT'}
    pdef = ''.join('%s STRING, ' % p for p in pcols)
    key = '' if append else ', PRIMARY KEY (%s) NOT ENFORCED' % ', '.join(pcols + ['k'])
    lines = ['-- fuzz procedures and system tables seed %d (%s, %s, bucket %s, partitions %s)'
             % (seed, kind, producer, opts['bucket'], part),
             'CREATE TABLE t (%sk INT, v STRING, n INT%s)%s WITH (%s);'
             % (pdef, key, ' PARTITIONED BY (%s)' % ', '.join(pcols) if pcols else '', fuzzlib.with_options(opts))]
    has_s = r.random() < 0.5
    s_pk = r.random() < 0.6
    if has_s:
        sopts = {'bucket': '1'} if s_pk else {}
        lines.append('CREATE TABLE s (%sk INT, v STRING, n INT%s)%s%s;'
                     % (pdef, ', PRIMARY KEY (%s) NOT ENFORCED' % ', '.join(pcols + ['k']) if s_pk else '',
                        ' PARTITIONED BY (%s)' % ', '.join(pcols) if pcols else '',
                        ' WITH (%s)' % fuzzlib.with_options(sopts) if sopts else ''))
    st = {'mode': 'batch', 'parts': set(), 'tags': [], 'tagn': 0, 'consumers': [], 'bucket': opts['bucket'],
          'added': False, 'renamed': False, 'defaults': False, 's_rows': False, 'ended': False, 'wo': False,
          'producer': producer, 's_parts': set(), 'retained': set()}
    engine_opts = dict(opts)

    def batch():
        fuzzlib.set_mode(lines, st, 'batch')

    def streaming():
        fuzzlib.set_mode(lines, st, 'streaming')

    def vcol():
        return 'w' if st['renamed'] else 'v'

    def pvals():
        d = r.choice(DATES)
        return [d] if part == 'dt' else [d, r.choice(HOURS)] if part == 'dt,hr' else []

    def row(k, pv=None):
        pv = pvals() if pv is None else pv
        v = fuzzlib.null_or(r, 'STRING', "'%s'" % r.choice('abcde'), 0.12)
        n = fuzzlib.null_or(r, 'INT', str(r.randint(1, 9)), 0.12)
        vals = ["'%s'" % x for x in pv] + [str(k), v, n]
        if st['added']:
            vals.append(fuzzlib.null_or(r, 'BIGINT', str(r.randint(10, 99)), 0.2))
        return '(%s)' % ', '.join(vals), tuple(pv)

    def rows(count, pv=None):
        out = []
        for k in r.sample(range(1, 9), count):
            text, p = row(k, pv)
            out.append(text)
            if pcols:
                st['parts'].add(p)
        return ', '.join(out)

    def insert():
        batch()
        lines.append('INSERT INTO t VALUES %s;' % rows(r.randint(1, 4)))

    def insert_s():
        batch()
        if not has_s:
            return insert()
        vals = []
        for k in r.sample(range(1, 11), r.randint(1, 4)):
            pv = pvals()
            if pcols:
                st['s_parts'].add(tuple(pv))
            vals.append('(%s)' % ', '.join(["'%s'" % x for x in pv] + [
                str(k), fuzzlib.null_or(r, 'STRING', "'%s'" % r.choice('xyz'), 0.1),
                fuzzlib.null_or(r, 'INT', str(r.randint(1, 20)), 0.1)]))
        lines.append('INSERT INTO s VALUES %s;' % ', '.join(vals))
        st['s_rows'] = True

    def a_part_filter():
        pv = sorted(st['parts'])[r.randrange(len(st['parts']))] if st['parts'] else tuple(pvals())
        return ' AND '.join("%s = '%s'" % (c, x) for c, x in zip(pcols, pv)), pv

    def row_level():
        batch()
        can_update = kind in ('deduplicate', 'partial-update')
        can_delete = kind == 'deduplicate' or opts.get('partial-update.remove-record-on-delete') == 'true' \
            or opts.get('aggregation.remove-record-on-delete') == 'true'
        x = r.random()
        if append:
            # Paimon refuses DELETE on an append table, also of a whole partition (validatePKUpsertDeletable comes
            # before the partition push-down): a refused ending instead
            return insert()
        if can_update and x < 0.45:
            setv = r.choice(["%s = 'u%d'" % (vcol(), len(lines)), 'n = n + 1', "n = 0, %s = 'z'" % vcol()])
            where = r.choice(['k = %d' % r.randint(1, 8), 'k IN (%d, %d)' % (r.randint(1, 4), r.randint(5, 8)),
                              'n > %d' % r.randint(2, 7), '%s IS NULL' % vcol()])
            lines.append('UPDATE t SET %s WHERE %s;' % (setv, where))
        elif can_delete:
            if pcols and r.random() < 0.3:
                cond, pv = a_part_filter()
                lines.append('DELETE FROM t WHERE %s;' % cond)
                st['parts'].discard(tuple(pv))
            else:
                where = r.choice(['k = %d' % r.randint(1, 8), 'k BETWEEN %d AND %d' % (r.randint(1, 4), r.randint(4, 8)),
                                  'n < %d' % r.randint(2, 6), '%s = \'%s\'' % (vcol(), r.choice('abc')),
                                  'k = %d OR n IS NULL' % r.randint(1, 8)])
                lines.append('DELETE FROM t WHERE %s;' % where)
        elif can_update:
            lines.append("UPDATE t SET n = %d WHERE k = %d;" % (r.randint(1, 9), r.randint(1, 8)))
        else:
            insert()

    def overwrite():
        batch()
        x = r.random()
        if pcols and x < 0.4:
            pv = pvals()
            static = pv if part == 'dt' or r.random() < 0.5 else pv[:1]
            spec = ', '.join("%s = '%s'" % (c, v) for c, v in zip(pcols, static))
            vals = []
            for k in r.sample(range(1, 9), r.randint(0, 3)):
                # the static columns are left out of the VALUES
                vs = ["'%s'" % x for x in pv[len(static):]] + [
                    str(k), fuzzlib.null_or(r, 'STRING', "'%s'" % r.choice('abcde'), 0.12),
                    fuzzlib.null_or(r, 'INT', str(r.randint(1, 9)), 0.12)]
                if st['added']:
                    vs.append(fuzzlib.null_or(r, 'BIGINT', str(r.randint(10, 99)), 0.2))
                vals.append('(%s)' % ', '.join(vs))
                st['parts'].add(tuple(pv))
            if not vals:
                lines.append('INSERT OVERWRITE t PARTITION (%s) SELECT %s FROM t WHERE k < 0;'
                             % (spec, ', '.join([c for c in pcols[len(static):]] + ['k', vcol(), 'n'] + (['m'] if st['added'] else []))))
                if len(static) == len(pcols):
                    st['parts'].discard(tuple(pv))
            else:
                lines.append('INSERT OVERWRITE t PARTITION (%s) VALUES %s;' % (spec, ', '.join(vals)))
        elif pcols and x < 0.6:
            lines.append("INSERT OVERWRITE t /*+ OPTIONS('dynamic-partition-overwrite' = 'false') */ VALUES %s;"
                         % rows_replace(r.randint(1, 3)))
        else:
            if pcols:
                lines.append('INSERT OVERWRITE t VALUES %s;' % rows(r.randint(1, 3)))
            else:
                lines.append('INSERT OVERWRITE t VALUES %s;' % rows(r.randint(1, 3)))

    def rows_replace(count):
        st['parts'].clear()
        return rows(count)

    def truncate():
        batch()
        lines.append('TRUNCATE TABLE t;')
        st['parts'].clear()

    def merge_into():
        batch()
        if not has_s or not s_pk and append:
            return insert_s()
        if kind not in ('deduplicate', 'partial-update'):
            # Paimon's merge-into takes neither first-row nor aggregation targets (a refused ending instead)
            return insert()
        if not st['s_rows']:
            insert_s()
        alias = r.choice(['t', 'T', 'tgt'])
        cond = ' AND '.join(['%s.%s = s.%s' % (alias, c, c) for c in pcols] + ['%s.k = s.k' % alias])
        args = ["target_table => 'default.t'"]
        if alias != 't':
            args.append("target_alias => '%s'" % alias)
        args.append("source_table => 'default.s'")
        args.append("merge_condition => '%s'" % cond)
        acts = 0
        v = vcol()
        if r.random() < 0.6:
            if r.random() < 0.3:
                args.append("matched_upsert_condition => 's.n > %d'" % r.randint(3, 12))
            setting = r.choice(['%s = s.v' % v, 'n = %s.n + s.n' % alias, '%s = s.v, n = s.n' % v])
            if seed >= 1680 and setting.startswith('n = '):
                # Paimon 1.4.2 backquotes a setting's value split at its dots when the last piece is a column name, so
                # 'x.n + s.n' is the one name `x`.`n + s`.`n` and refused (REPORT sweep 39 pm39): parenthesized, its
                # last piece is 'n)' and it runs (no extra draw)
                setting = 'n = (%s.n + s.n)' % alias
            if r.random() < 0.2 and not st['added'] and not st['renamed']:
                setting = '*'
            args.append("matched_upsert_setting => '%s'" % setting)
            acts += 1
        if kind in ('deduplicate',) or opts.get('partial-update.remove-record-on-delete') == 'true' \
                or opts.get('aggregation.remove-record-on-delete') == 'true':
            if r.random() < 0.35:
                x = r.randint(2, 8)
                args.append("matched_delete_condition => 's.n < %d'" % x)
                if acts and not any(a.startswith('matched_upsert_condition') for a in args):
                    # Paimon wants both conditions when both matched actions are given (no extra draw)
                    args.insert(-2, "matched_upsert_condition => 's.n >= %d'" % x)
                acts += 1
        if r.random() < 0.6 or acts == 0:
            if r.random() < 0.3:
                args.append("not_matched_insert_condition => 's.k > %d'" % r.randint(2, 8))
            if r.random() < 0.5 and not st['added']:
                args.append("not_matched_insert_values => '*'")
            else:
                vals = ['s.%s' % c for c in pcols] + ['s.k', "CONCAT(s.v, ''!'')" if r.random() < 0.3 else 's.v', 's.n']
                if st['added']:
                    vals.append('CAST(s.n AS BIGINT)')
                args.append("not_matched_insert_values => '%s'" % ', '.join(vals))
        if kind in ('deduplicate', 'partial-update') and r.random() < 0.25:
            args.append("not_matched_by_source_upsert_condition => '%s.n > %d'" % (alias, r.randint(2, 7)))
            args.append("not_matched_by_source_upsert_setting => 'n = %s.n * 2'" % alias)
        if kind == 'deduplicate' and r.random() < 0.2:
            args.append("not_matched_by_source_delete_condition => '%s.k = %d'" % (alias, r.randint(1, 8)))
        lines.append('CALL sys.merge_into(%s);' % ', '.join(args))
        # the source's partitions may now be in t
        st['parts'] |= st['s_parts']

    def rescale():
        batch()
        if not fixed or append and 'bucket-key' not in opts:
            return read_sys()
        nb = str(r.choice([b for b in (1, 2, 3, 4) if str(b) != st['bucket']]))
        lines.append("ALTER TABLE t SET ('bucket' = '%s');" % nb)
        st['bucket'] = nb
        if not pcols:
            lines.append("CALL sys.rescale(`table` => 'default.t'%s);" % (", bucket_num => %s" % nb if r.random() < 0.5 else ''))
        else:
            # every partition that may hold data (a missing partition is rescaled to nothing)
            for pv in sorted(st['parts']):
                spec = ','.join('%s=%s' % (c, x) for c, x in zip(pcols, pv))
                lines.append("CALL sys.rescale(`table` => 'default.t', bucket_num => %s, `partition` => '%s');" % (nb, spec))
        if r.random() < 0.6:
            lines.append('SELECT %sbucket, record_count FROM t$files;' % ('`partition`, ' if pcols else ''))

    def expire_partitions():
        batch()
        if not pcols:
            return tags()
        args = ["`table` => 'default.t'"]
        args.append("expiration_time => '%s'" % r.choice(['1 d', '3650 d', '365000 d']))
        if part == 'dt,hr':
            if r.random() < 0.6:
                args.append("timestamp_formatter => 'yyyy-MM-dd HH:mm:ss'")
                args.append("timestamp_pattern => '$dt $hr:00:00'")
            else:
                args.append("timestamp_formatter => 'yyyy-MM-dd'")
                args.append("timestamp_pattern => '$dt'")
        elif r.random() < 0.4:
            args.append("timestamp_formatter => 'yyyy-MM-dd'")
        if r.random() < 0.2:
            args.append("expire_strategy => '%s'" % r.choice(['values-time', 'update-time']))
        if r.random() < 0.25:
            args.append('max_expires => %d' % r.randint(1, 2))
        lines.append('CALL sys.expire_partitions(%s);' % ', '.join(args))
        if r.random() < 0.5:
            lines.append('SELECT `partition`, record_count FROM t$partitions;')

    def tags():
        batch()
        x = r.random()
        if x < 0.45 or not st['tags']:
            st['tagn'] += 1
            name = 'tag%d' % st['tagn']
            if r.random() < 0.5:
                lines.append("CALL sys.create_tag(`table` => 'default.t', tag => '%s', time_retained => '%s');"
                             % (name, r.choice(['1 d', '30 min'])))
                st['retained'].add(name)
            else:
                lines.append("CALL sys.create_tag('default.t', '%s');" % name)
            st['tags'].append(name)
        elif x < 0.55:
            old = r.choice(st['tags'])
            st['tagn'] += 1
            new = 'tag%d' % st['tagn']
            lines.append("CALL sys.rename_tag('default.t', '%s', '%s');" % (old, new))
            st['tags'][st['tags'].index(old)] = new
            if old in st['retained']:
                st['retained'].add(new)
        elif x < 0.65:
            name = r.choice(st['tags'])
            extra = ", time_retained => '1 d'" if r.random() < 0.3 else ''
            if extra:
                st['retained'].add(name)
            lines.append("CALL sys.replace_tag(`table` => 'default.t', tag => '%s'%s);" % (name, extra))
        elif x < 0.75:
            name = r.choice(st['tags'])
            lines.append("CALL sys.delete_tag('default.t', '%s');" % name)
            st['tags'].remove(name)
        else:
            y = r.random()
            if y < 0.4:
                lines.append("CALL sys.expire_tags('default.t');")
            elif y < 0.6:
                lines.append("CALL sys.expire_tags(`table` => 'default.t', older_than => '2000-01-01 00:00:00');")
            else:
                lines.append("CALL sys.expire_tags(`table` => 'default.t', older_than => '2999-01-01 00:00:00');")
                # the tags with a time retained may be gone; the model keeps only the others
                st['tags'] = [t for t in st['tags'] if t not in st['retained']]
        if r.random() < 0.5:
            lines.append('SELECT tag_name, snapshot_id, schema_id, record_count, time_retained FROM t$tags;')

    def purge():
        batch()
        lines.append("CALL sys.purge_files('default.t');")
        st['parts'].clear()
        st['tags'] = []
        st['consumers'] = []
        if r.random() < 0.5:
            lines.append('SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;')

    def consume():
        if not append and kind != 'deduplicate' and st['producer'] == 'none':
            return read_sys()
        cid = r.choice(['c1', 'c2', 'd1'])
        exp = '' if 'consumer.expiration-time' in opts else ", 'consumer.expiration-time' = '1 d'"
        streaming()
        lines.append("SELECT * FROM t /*+ OPTIONS('consumer-id' = '%s'%s) */;" % (cid, exp))
        batch()
        if cid not in st['consumers']:
            st['consumers'].append(cid)
        if r.random() < 0.5:
            lines.append('SELECT * FROM t$consumers;')

    def consumers():
        batch()
        x = r.random()
        if x < 0.35:
            cid = r.choice(['c1', 'c2', 'd1'])
            lines.append("CALL sys.reset_consumer(`table` => 'default.t', consumer_id => '%s', next_snapshot_id => %d);"
                         % (cid, r.randint(1, 2)))
            if cid not in st['consumers']:
                st['consumers'].append(cid)
        elif x < 0.5 and st['consumers']:
            cid = r.choice(st['consumers'])
            lines.append("CALL sys.reset_consumer('default.t', '%s');" % cid)
            st['consumers'].remove(cid)
        elif x < 0.7:
            lines.append(r.choice(["CALL sys.clear_consumers('default.t');",
                                   "CALL sys.clear_consumers(`table` => 'default.t', including_consumers => 'c.*');",
                                   "CALL sys.clear_consumers(`table` => 'default.t', including_consumers => 'c.*', excluding_consumers => 'c1');",
                                   "CALL sys.clear_consumers('default.t', 'd1|c2');"]))
            st['consumers'] = []  # not tracked exactly: reads of $consumers print what is left
        else:
            return consume()
        lines.append('SELECT * FROM t$consumers;')

    def compact():
        batch()
        args = ["`table` => 'default.t'"]
        if pcols and r.random() < 0.6:
            if r.random() < 0.5:
                specs = set()
                for _ in range(r.randint(1, 2)):
                    specs.add(','.join('%s=%s' % (c, x) for c, x in zip(pcols, pvals())))
                args.append("partitions => '%s'" % ';'.join(sorted(specs)))
            else:
                args.append("`where` => '%s'" % r.choice(["dt = ''%s''" % r.choice(DATES), "dt < ''2500-01-01''",
                                                             "dt > ''2000-01-01''", "dt IN (''2000-01-01'', ''2999-12-31'')"]))
        if r.random() < 0.5:
            args.append("compact_strategy => '%s'" % r.choice(['minor', 'full']))
        lines.append('CALL sys.compact(%s);' % ', '.join(args))

    def compact_database():
        batch()
        args = []
        y = r.random()
        if y < 0.3:
            args.append("including_databases => 'default'")
        elif y < 0.5:
            args.append("including_databases => 'default', mode => 'combined'")
        if r.random() < 0.4:
            args.append("including_tables => '%s'" % r.choice(['default.t', 'default\\.[ts]', 'default.t.*']))
        elif has_s and r.random() < 0.4:
            args.append("excluding_tables => 'default.s'")
        if r.random() < 0.4:
            args.append("compact_strategy => '%s'" % r.choice(['minor', 'full']))
        if args and not args[0].startswith('including_databases'):
            args = ["including_databases => 'default'"] + args
        lines.append('CALL sys.compact_database(%s);' % ', '.join(args))
        if r.random() < 0.5:
            lines.append('SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;')

    def default_value():
        batch()
        if st['defaults'] or kind == 'aggregation' and r.random() < 0.5:
            return read_sys()
        c, val = r.choice([(vcol(), 'dft'), ('n', str(r.randint(50, 60)))])
        lines.append("CALL sys.alter_column_default_value('default.t', '%s', '%s');" % (c, val))
        st['defaults'] = True
        # a NULL written from now on takes the default
        cols_list = pcols + ['k']
        k = r.randint(1, 8)
        pv = pvals()
        lines.append('INSERT INTO t (%s) VALUES (%s);' % (', '.join(cols_list), ', '.join(["'%s'" % x for x in pv] + [str(k)])))
        if pcols:
            st['parts'].add(tuple(pv))

    def manifest():
        batch()
        if r.random() < 0.6:
            lines.append("CALL sys.compact_manifest(`table` => 'default.t');")
        else:
            lines.append("CALL sys.remove_orphan_files(%s);" % r.choice(
                ["'default.t'", "`table` => 'default.t', older_than => '2000-01-01 00:00:00'"]))
        if r.random() < 0.6:
            lines.append(r.choice(['SELECT num_added_files, num_deleted_files, schema_id FROM t$manifests;',
                                   'SELECT COUNT(*) FROM t$manifests;',
                                   'SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;']))

    def alter():
        batch()
        x = r.random()
        if x < 0.2 and not st['added']:
            lines.append('ALTER TABLE t ADD m BIGINT;')
            st['added'] = True
        elif x < 0.3 and not st['renamed'] and kind != 'aggregation':
            lines.append('ALTER TABLE t RENAME v TO w;')
            st['renamed'] = True
        else:
            cands = [('snapshot.num-retained.max', str(r.randint(2, 5))),
                     ('full-compaction.delta-commits', str(r.randint(1, 3))), ('scan.plan-sort-partition', 'true')]
            if not append:
                cands.append(('write-only', 'true'))
                if kind == 'deduplicate' or kind == 'first-row':
                    cands.append(('ignore-delete', r.choice(['true', 'false'])))
                if kind == 'partial-update':
                    cands.append(('partial-update.ignore-delete', 'true'))
                    cands.append(('partial-update.remove-record-on-delete', r.choice(['true', 'false'])))
                if kind == 'aggregation':
                    cands.append(('fields.n.aggregate-function', r.choice(['sum', 'max', 'min', 'last_value'])))
                    cands.append(('fields.n.ignore-retract', 'true'))
                if kind != 'first-row':
                    cands.append(('changelog-producer', r.choice(['none', 'input', 'lookup'])))
            k, v = r.choice(cands)
            if k in engine_opts and r.random() < 0.4 and k not in ('bucket',):
                lines.append("ALTER TABLE t RESET ('%s');" % k)
                del engine_opts[k]
                val = None
            elif k == 'snapshot.num-retained.max':
                # the default snapshot.num-retained.min (10) above the max is refused: set both
                lines.append("ALTER TABLE t SET ('snapshot.num-retained.min' = '1', '%s' = '%s');" % (k, v))
                engine_opts[k] = v
                val = v
            else:
                lines.append("ALTER TABLE t SET ('%s' = '%s');" % (k, v))
                engine_opts[k] = v
                val = v
            if k in ('partial-update.remove-record-on-delete', 'aggregation.remove-record-on-delete', 'ignore-delete'):
                opts[k] = val or 'false'
            if k == 'changelog-producer':
                st['producer'] = val or 'none'
        if r.random() < 0.5:
            lines.append(r.choice(['SELECT * FROM t$options;',
                                   'SELECT schema_id, fields, partition_keys, primary_keys, options FROM t$schemas;']))

    def read_sys():
        batch()
        c = r.random()
        pc = '`partition`, ' if pcols else ''
        choices = [
            'SELECT * FROM t$binlog;',
            'SELECT field_name, field_type, `function`, function_options FROM t$aggregation_fields;',
            'SELECT * FROM t$statistics;',
            'SELECT `partition`, record_count, file_count FROM t$partitions;',
            'SELECT %sbucket, record_count, file_count FROM t$buckets;' % pc,
            'SELECT num_added_files, num_deleted_files, schema_id FROM t$manifests;',
            'SELECT tag_name, snapshot_id, schema_id, record_count FROM t$tags;',
            'SELECT * FROM t$options;',
            'SELECT schema_id, fields, partition_keys, primary_keys, options FROM t$schemas;',
            'SELECT snapshot_id, schema_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;',
            'SELECT %sbucket, level, record_count FROM t$files;' % pc,
            'SELECT * FROM t$audit_log;',
            'SELECT * FROM t$consumers;',
        ]
        if opts['bucket'] == '-1' and not append:
            choices.append('SELECT %sbucket, index_type, row_count FROM t$table_indexes;' % pc)
            choices.append('SELECT %sbucket, index_type, row_count FROM t$table_indexes;' % pc)
        if pcols:
            choices.append("SELECT * FROM t$binlog WHERE dt[1] = '%s';" % r.choice(DATES))
        lines.append(r.choice(choices))

    def read():
        batch()
        x = r.random()
        if x < 0.5:
            lines.append('SELECT * FROM t;')
        elif pcols and x < 0.7:
            lines.append("SELECT * FROM t WHERE dt %s '%s';" % (r.choice(['=', '<', '<>']), r.choice(DATES)))
        elif st['tags'] and x < 0.85:
            lines.append("SELECT * FROM t /*+ OPTIONS('scan.tag-name' = '%s') */;" % r.choice(st['tags']))
        else:
            lines.append('SELECT COUNT(*), SUM(n) FROM t;')

    def refused():
        batch()
        choices = ["CALL sys.rename_tag('default.t', 'nope', 'nope2');",
                   "CALL sys.expire_partitions(`table` => 'default.t', expiration_time => '1 d', expire_strategy => 'sometime');",
                   "CALL sys.compact(`table` => 'default.t', compact_strategy => 'major');",
                   "CALL sys.alter_column_default_value('default.t', 'n', 'abc');",
                   "CALL sys.merge_into(target_table => 'default.t', source_table => 'default.nope', merge_condition => 't.k = nope.k', not_matched_insert_values => '*');",
                   "CALL sys.reset_consumer(`table` => 'default.t', consumer_id => 'c1', next_snapshot_id => 999);",
                   "CALL sys.create_tag('default.t', 'x', 999);",
                   "SELECT * FROM t$nope;"]
        if kind in ('first-row', 'aggregation') and has_s:
            choices.append("CALL sys.merge_into(target_table => 'default.t', source_table => 'default.s', merge_condition => '%s', not_matched_insert_values => '*');"
                           % ' AND '.join('t.%s = s.%s' % (c, c) for c in pcols + ['k']))
        if append or kind == 'first-row' or kind == 'aggregation' and opts.get('aggregation.remove-record-on-delete') != 'true':
            choices.append('DELETE FROM t WHERE %s;' % ("dt = '2000-01-01'" if pcols else 'k = 1'))
            choices.append('DELETE FROM t;')
        if not pcols:
            choices.append("CALL sys.expire_partitions(`table` => 'default.t', expiration_time => '1 d');")
            choices.append("CALL sys.compact(`table` => 'default.t', partitions => 'dt=2000-01-01');")
        if fixed and pcols and r.random() < 0.3:
            # a rescale to another bucket number than the table's, then a write into that partition: refused when
            # the partition held data
            pv = pvals()
            lines.append("CALL sys.rescale(`table` => 'default.t', bucket_num => %d, `partition` => '%s');"
                         % (int(st['bucket']) % 4 + 1, ','.join('%s=%s' % (c, x) for c, x in zip(pcols, pv))))
            lines.append("INSERT INTO t VALUES %s;" % rows(1, pv))
            st['ended'] = True
            return
        lines.append(r.choice(choices))
        st['ended'] = True

    for _ in range(r.randint(1, 3)):
        insert()
    if has_s and r.random() < 0.7:
        insert_s()
    ops = [(insert, 4), (row_level, 2), (overwrite, 1.5), (truncate, 0.4), (merge_into, 1.5 if has_s else 0),
           (rescale, 0.8), (expire_partitions, 1.2 if pcols else 0), (tags, 1.5), (purge, 0.3), (consume, 1),
           (consumers, 0.8), (compact, 1.2), (compact_database, 0.7), (default_value, 0.6), (manifest, 0.8),
           (alter, 1.5), (read_sys, 3), (read, 1.5), (insert_s, 0.6 if has_s else 0)]
    for _ in range(r.randint(8, 16)):
        f = r.choices([o for o, _ in ops], [w for _, w in ops])[0]
        f()
    batch()
    if r.random() < 0.12:
        refused()
    if not st['ended']:
        lines.append('SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;')
        lines.append('SELECT * FROM t;')
    return '\n'.join(lines) + '\n'


if __name__ == '__main__':
    fuzzlib.main(gen, 'fzme')
