#!/usr/bin/env python3
"""Seed 003 (the quickstart) scenarios: a catalog (the session's or a created one with a relative warehouse) and a
database created and dropped, the quickstart table my_tbl (dt, id, content) with or without a primary key and
partitions, INSERTs, UPDATE / DELETE in batch mode, INSERT OVERWRITE (the table or one partition), a print job
consuming the table with a consumer-id between writes, ALTER TABLE SET / RESET, SHOW / DESCRIBE statements,
DROP TABLE; a script may end with a statement Paimon refuses (its exit status is compared). For differential
runs against flink-oracle (qs_ scripts)."""
import random
import fuzzlib

DAYS = ['20240108', '20240109', '20240110']
WORDS = ['apple', 'banana', 'cat', 'dog', 'hello', 'world']
SAFE_SET = [("'snapshot.num-retained.min'", "'5'"), ("'write-buffer-size'", "'64 mb'"),
            ("'scan.plan-sort-partition'", "'true'"), ("'snapshot.num-retained.max'", "'50'"),
            ("'num-sorted-run.compaction-trigger'", "'3'"), ("'changelog.num-retained.min'", "'10'")]


def gen(seed):
    r = random.Random(seed)
    own_catalog = r.random() < 0.5
    cat = '`my-catalog`' if own_catalog else 'varve'
    db = r.choice(['my_db', 'qs_db'])
    qualified = r.random() < 0.6
    tname = 'my_tbl'
    t = '%s.`%s`.`%s`' % (cat, db, tname) if qualified else tname
    pk = r.random() < 0.7
    partitioned = r.random() < 0.7
    producer = r.choice(['none', 'input', 'lookup', 'lookup', 'full-compaction']) if pk else None
    opts = {}
    if producer and producer != 'none' or (producer == 'none' and r.random() < 0.5):
        opts['changelog-producer'] = producer
    if pk:
        b = r.choice([None, '1', '2', '-1'])
    else:
        b = r.choice([None, '-1', '1', '2'])
        if b in ('1', '2'):
            opts['bucket-key'] = 'id'  # Paimon 1.4.2 refuses a bucketed append table without one (SEMANTICS §6 keeps Varve's default)
    if b:
        opts['bucket'] = b
    if producer == 'full-compaction':
        opts['full-compaction.delta-commits'] = '1'
    lines = ['-- fuzz quickstart seed %d' % seed]
    if own_catalog:
        lines.append("CREATE CATALOG `my-catalog` WITH ('type' = 'paimon', 'warehouse' = 'qs_wh');")
        if r.random() < 0.3:
            lines.append('SHOW CATALOGS;')
    lines.append('CREATE DATABASE %s%s.`%s`;' % ('IF NOT EXISTS ' if r.random() < 0.3 else '', cat, db))
    if not qualified:
        if own_catalog:
            lines.append('USE CATALOG `my-catalog`;')
        lines.append('USE `%s`;' % db)
    cols = 'dt STRING, id BIGINT, content STRING'
    if pk:
        cols += ', PRIMARY KEY (%s) NOT ENFORCED' % ('dt, id' if partitioned else 'id')
    lines.append('CREATE TABLE %s (%s)%s%s;' % (t, cols, ' PARTITIONED BY (dt)' if partitioned else '',
                                               ' WITH (%s)' % fuzzlib.with_options(opts) if opts else ''))
    mode = ['batch']

    def set_mode(m):
        if mode[0] != m:
            lines.append("SET 'execution.runtime-mode' = '%s';" % m)
            mode[0] = m

    def rows(n):
        keys = r.sample([(d, i) for d in DAYS[:2] for i in range(1, 4)], n)
        return ', '.join("('%s', %d, %s)" % (d, i, fuzzlib.null_or(r, 'STRING', "'%s'" % r.choice(WORDS), 0.1)) for d, i in keys)

    printer = [False]
    consumer = 'print-job-%d' % r.randint(1, 9)

    def consume():
        if not printer[0]:
            lines.append('CREATE TEMPORARY TABLE Print (dt STRING, id BIGINT, content STRING) WITH (\'connector\' = \'print\');')
            printer[0] = True
        set_mode('streaming')
        if r.random() < 0.7:
            lines.append("INSERT INTO Print SELECT * FROM %s /*+ OPTIONS('consumer-id' = '%s') */;" % (t, consumer))
        else:
            lines.append("SELECT * FROM %s /*+ OPTIONS('consumer-id' = '%s') */;" % (t, consumer))

    can_stream = not pk or producer is not None or r.random() < 0.5
    ops = r.randint(3, 8)
    lines.append('%s INTO %s VALUES %s;' % ('INSERT', t, rows(r.randint(1, 4))))
    for i in range(ops):
        x = r.random()
        if x < 0.3:
            if r.random() < 0.3:
                set_mode('batch')
            lines.append('INSERT INTO %s VALUES %s;' % (t, rows(r.randint(1, 3))))
        elif x < 0.42 and pk:
            set_mode('batch')
            where = 'id = %d' % r.randint(1, 3)
            if partitioned and r.random() < 0.6:
                where = "dt = '%s' AND %s" % (r.choice(DAYS[:2]), where)
            lines.append("UPDATE %s SET content = 'u%d' WHERE %s;" % (t, i, where))
        elif x < 0.52 and pk:
            set_mode('batch')
            where = r.choice(['id = %d' % r.randint(1, 3), "dt = '%s'" % r.choice(DAYS[:2]), "content = '%s'" % r.choice(WORDS)])
            lines.append('DELETE FROM %s WHERE %s;' % (t, where))
        elif x < 0.6:
            set_mode('batch')
            if partitioned and r.random() < 0.6:
                d = r.choice(DAYS)
                lines.append("INSERT OVERWRITE %s PARTITION (dt = '%s') VALUES %s;" % (t, d, ', '.join(
                    "(%d, '%s')" % (i, r.choice(WORDS)) for i in r.sample(range(1, 4), r.randint(1, 2)))))
            else:
                lines.append('INSERT OVERWRITE %s VALUES %s;' % (t, rows(r.randint(1, 2))))
        elif x < 0.72 and can_stream:
            consume()
        elif x < 0.8:
            if r.random() < 0.6:
                k, v = r.choice(SAFE_SET)
                lines.append('ALTER TABLE %s SET (%s = %s);' % (t, k, v))
            else:
                lines.append("ALTER TABLE %s RESET (%s);" % (t, r.choice(SAFE_SET)[0]))
            if r.random() < 0.5 and not own_catalog:
                lines.append('SHOW CREATE TABLE %s;' % t)
        elif x < 0.9:
            set_mode('batch')
            lines.append(r.choice(['SELECT * FROM %s;', 'SELECT id, content FROM %s WHERE id > 1;',
                                   'SELECT dt, COUNT(*) AS n FROM %s GROUP BY dt;']) % t)
        else:
            lines.append(r.choice(['SHOW TABLES;' if not qualified else 'SHOW TABLES FROM %s.`%s`;' % (cat, db),
                                   'DESCRIBE %s;' % t, 'SHOW COLUMNS FROM %s;' % t,
                                   'SHOW PARTITIONS %s;' % t if partitioned else 'SHOW DATABASES;',
                                   'SHOW CURRENT DATABASE;']))
    set_mode('batch')
    lines.append('SELECT * FROM %s;' % t)
    if can_stream and r.random() < 0.5:
        consume()
        set_mode('batch')
    if r.random() < 0.35:
        lines.append(error_case(r, t, pk, partitioned, cat, db, qualified, own_catalog))
        return '\n'.join(lines) + '\n'
    if r.random() < 0.5:
        lines.append('DROP TABLE %s;' % t)
        lines.append('SHOW TABLES FROM %s.`%s`;' % (cat, db))
    if not qualified:
        lines.append('USE %s;' % ('CATALOG varve' if own_catalog else '`default`'))
    lines.append('DROP DATABASE %s.`%s` CASCADE;' % (cat, db))
    lines.append('SHOW DATABASES;' if not own_catalog else 'SHOW CURRENT CATALOG;')
    if own_catalog:
        lines.append('DROP CATALOG `my-catalog`;')
    return '\n'.join(lines) + '\n'


def error_case(r, t, pk, partitioned, cat, db, qualified, own_catalog):
    """One statement Paimon on Flink refuses (the script ends there)."""
    cases = [
        "CREATE CATALOG dlf WITH ('type' = 'paimon', 'metastore' = 'rest', 'token.provider' = 'dlf', 'uri' = 'http://127.0.0.1:1', 'warehouse' = 'dlf_test');",
        'CREATE TABLE %s (dt STRING, id BIGINT);' % t,
        'DROP DATABASE %s.`%s`;' % (cat, db),
        'DROP TABLE %s.`%s`.`nope`;' % (cat, db),
        'CREATE DATABASE %s.`%s`;' % (cat, db),
        "INSERT INTO %s VALUES ('20240108', 1);" % t,
        'SELECT nope FROM %s;' % t,
        "ALTER TABLE %s RESET ('bucket');" % t,
        "ALTER TABLE %s SET ('merge-engine' = 'first-row');" % t if pk else "ALTER TABLE %s SET ('bucket-key' = 'content');" % t,
        "USE CATALOG nope;",
    ]
    if pk:
        cases += ["UPDATE %s SET id = 9 WHERE id = 1;" % t,
                  "SET 'execution.runtime-mode' = 'streaming';\nUPDATE %s SET content = 's' WHERE id = 1;" % t,
                  "SET 'execution.runtime-mode' = 'streaming';\nINSERT OVERWRITE %s VALUES ('20240108', 1, 'o');" % t]
        if partitioned:
            cases.append("UPDATE %s SET dt = '20240110' WHERE id = 1;" % t)
    else:
        cases += ["UPDATE %s SET content = 'x' WHERE id = 1;" % t, 'DELETE FROM %s WHERE id = 1;' % t,
                  "INSERT INTO %s VALUES -D('20240108', 1, 'apple');" % t]
    if own_catalog:
        cases.append('USE CATALOG `my-catalog`;\nDROP CATALOG `my-catalog`;')
    return r.choice(cases)


if __name__ == '__main__':
    fuzzlib.main(gen, 'qs')
