#!/usr/bin/env python3
"""Joins and the newest streaming query features (fzjn_): 2-3 tables a, b, c (primary key with engine x producer, or
append) written in several commits, then batch joins (INNER / LEFT / RIGHT / FULL, ON with equi and non-equi
conjuncts, USING, INT joined with BIGINT, NULL join keys, self joins, three tables, GROUP BY / DISTINCT over a join)
and streaming ones. Streaming output is compared as a sorted multiset of lines, and Flink reads the inputs of a join
concurrently (REPORT.md lead 22), so a printed streaming join has insert-only inputs (append tables, $audit_log) and
only results that do not depend on the interleaving (rows of an inner join, COUNT(*) per group, DISTINCT); outer
joins and joins of updated tables stream into a primary-key sink (keyed so that its final state is the join of the
final inputs) read in batch. Also: streaming DISTINCT / COUNT(*) of one updated table, and streaming reads with
streaming-read-overwrite / streaming-read-append-overwrite across INSERT OVERWRITE."""
import random
import fuzzlib

JOINS = ['JOIN', 'JOIN', 'LEFT JOIN', 'RIGHT JOIN', 'FULL JOIN']


class Table:
    def __init__(self, r, name, allow_append=True):
        self.name = name
        self.ktype = r.choice(['INT', 'INT', 'BIGINT'])
        self.append = allow_append and r.random() < 0.3
        self.engine, self.producer, self.opts = None, 'none', {}
        if not self.append:
            self.engine = r.choice(['deduplicate', 'deduplicate', 'deduplicate', 'partial-update', 'aggregation', 'first-row'])
            self.producer = r.choice(['none', 'input', 'lookup', 'full-compaction']) if self.engine != 'first-row' \
                else r.choice(['none', 'lookup'])
            self.opts = {'merge-engine': self.engine, 'changelog-producer': self.producer, 'bucket': r.choice(['1', '1', '2'])}
            if self.engine == 'aggregation':
                self.opts['fields.n.aggregate-function'] = 'sum'
                self.opts['fields.s.aggregate-function'] = 'last_value'
                self.opts['fields.g.aggregate-function'] = 'last_value'
            if self.producer == 'full-compaction':
                self.opts['full-compaction.delta-commits'] = '1'
            if self.engine == 'first-row' and self.producer == 'none':
                self.producer = 'lookup'
                self.opts['changelog-producer'] = 'lookup'
        else:
            self.opts = r.choice([{}, {'bucket': '1', 'bucket-key': 'k'}])

    def ddl(self):
        cols = 'k %s%s, g INT, s STRING, n INT' % (self.ktype, ' NOT NULL' if not self.append else '')
        if not self.append:
            cols += ', PRIMARY KEY (k) NOT ENFORCED'
        w = ' WITH (%s)' % fuzzlib.with_options(self.opts) if self.opts else ''
        return 'CREATE TABLE %s (%s)%s;' % (self.name, cols, w)

    def streamable(self):
        """Paimon refuses a streaming read of a partial-update or aggregation table without a changelog producer."""
        return self.append or self.producer != 'none' or self.engine == 'deduplicate'

    def insert_only(self):
        """A streaming read of the table itself gives +I rows only."""
        return self.append or self.engine == 'first-row'


def row(r, t, k):
    kt = 'CAST(NULL AS %s)' % t.ktype if k is None else str(k)
    return '(%s, %s, %s, %s)' % (kt, fuzzlib.null_or(r, 'INT', str(r.randint(1, 3)), 0.2),
                                 fuzzlib.null_or(r, 'STRING', "'%s%d'" % (t.name, r.randint(1, 4)), 0.1),
                                 fuzzlib.null_or(r, 'INT', str(r.randint(1, 9)), 0.1))


def write(r, lines, t, first=False):
    x = r.random()
    if first or t.append or x < 0.6:
        if t.append:
            keys = [r.choice([1, 2, 3, 4, 5, None]) for _ in range(r.randint(1, 4))]
        else:
            keys = r.sample(range(1, 7), r.randint(1, 4))
        lines.append('INSERT INTO %s VALUES %s;' % (t.name, ', '.join(row(r, t, k) for k in keys)))
    elif t.engine == 'deduplicate' and x < 0.75:
        lines.append("UPDATE %s SET s = 'u%d', g = %d WHERE k = %d;" % (t.name, r.randint(1, 9), r.randint(1, 3), r.randint(1, 6)))
    elif t.engine == 'deduplicate' and x < 0.9:
        lines.append('DELETE FROM %s WHERE k %s %d;' % (t.name, r.choice(['=', '=', '>']), r.randint(1, 6)))
    elif t.engine in ('deduplicate', 'aggregation'):
        k = r.randint(1, 6)
        lines.append("INSERT INTO %s VALUES -U(%d, 1, '%s0', 1), +U(%d, 2, '%s9', 5);" % (t.name, k, t.name, k, t.name))
    else:
        lines.append('INSERT INTO %s VALUES %s;' % (t.name, ', '.join(row(r, t, k) for k in r.sample(range(1, 7), 2))))


def cond(r, x, y, xt, yt):
    """An ON condition between aliases x and y (tables xt, yt)."""
    c = r.random()
    if c < 0.45:
        base = '%s.k = %s.k' % (x, y)
    elif c < 0.6:
        base = '%s.g = %s.g' % (x, y)          # NULL keys on both sides
    elif c < 0.75:
        base = '%s.k = %s.k AND %s.g = %s.g' % (x, y, x, y)
    elif c < 0.85:
        base = '%s.k = %s.g' % (x, y)
    elif c < 0.93:
        base = '%s.k = %s.k + 1' % (x, y)
    else:
        base = '%s.k < %s.k' % (x, y)          # no equi conjunct
    if r.random() < 0.3:
        base += ' AND ' + r.choice(['%s.n < %s.n' % (x, y), '%s.n <> %s.n' % (x, y), "%s.s IS NOT NULL" % y,
                                    '%s.n > 3' % x, '%s.g IS NULL' % y, '%s.n + %s.n > 6' % (x, y)])
    return base


def batch_query(r, tabs):
    a, b = r.sample(tabs, 2) if len(tabs) > 1 and r.random() < 0.85 else (tabs[0], tabs[0])
    j = r.choice(JOINS)
    x, y = 'x', 'y'
    q = r.random()
    if q < 0.2:
        using = r.choice(['k', 'k', 'g', 'k, g'])
        sel = r.choice(['*', '%s, x.s, y.s, y.n' % using, 'x.*, y.s', '%s, x.k AS xk, y.k AS yk' % using])
        core = 'SELECT %s FROM %s AS x %s %s AS y USING (%s)' % (sel, a.name, j, b.name, using)
        return core + ';'
    on = cond(r, x, y, a, b)
    where = ''
    if r.random() < 0.25:
        where = ' WHERE ' + r.choice(['x.n > 2', 'y.k IS NULL', 'x.s IS NOT NULL', 'COALESCE(y.n, 0) < 5', 'x.g = 2 OR y.g = 1'])
    if len(tabs) > 2 and r.random() < 0.2:
        c = [t for t in tabs if t is not a and t is not b][0] if a is not b else tabs[2]
        j2 = r.choice(JOINS)
        return ('SELECT x.k, y.k, z.k, x.s, y.s, z.s FROM %s AS x %s %s AS y ON %s %s %s AS z ON %s%s ORDER BY x.k, y.k, z.k, x.s, y.s, z.s;'
                % (a.name, j, b.name, on, j2, c.name, r.choice(['y.k = z.k', 'x.k = z.k', 'x.g = z.g AND y.g = z.g']), where))
    shape = r.random()
    if shape < 0.45:
        sel = 'x.k, x.g, x.s, y.k, y.g, y.s, y.n'
        lim = ' LIMIT %d' % r.randint(1, 5) if r.random() < 0.15 else ''
        return 'SELECT %s FROM %s AS x %s %s AS y ON %s%s ORDER BY x.k, x.g, x.s, y.k, y.g, y.s, y.n%s;' % (sel, a.name, j, b.name, on, where, lim)
    if shape < 0.7:
        gk = r.choice(['x.g', 'y.g', 'x.s', 'COALESCE(x.g, y.g)'])
        aggs = r.sample(['COUNT(*)', 'COUNT(y.k)', 'SUM(y.n)', 'MAX(x.n)', 'MIN(y.s)', 'COUNT(DISTINCT y.g)', 'SUM(x.n + y.n)'], 2)
        having = ' HAVING COUNT(*) > 1' if r.random() < 0.2 else ''
        return 'SELECT %s AS gk, %s FROM %s AS x %s %s AS y ON %s%s GROUP BY %s%s;' % (gk, ', '.join(aggs), a.name, j, b.name, on, where, gk, having)
    if shape < 0.85:
        sel = r.choice(['x.g, y.g', 'y.s', 'x.k, y.n'])
        return 'SELECT DISTINCT %s FROM %s AS x %s %s AS y ON %s%s;' % (sel, a.name, j, b.name, on, where)
    # comma join with the condition in WHERE, or a derived table on one side
    if r.random() < 0.5:
        return 'SELECT x.k, y.k, x.n * 10 + y.n FROM %s AS x, %s AS y WHERE %s;' % (a.name, b.name, on)
    return ('SELECT x.k, y.total FROM %s AS x %s (SELECT g, SUM(n) AS total FROM %s GROUP BY g) AS y ON x.g = y.g;'
            % (a.name, j, b.name))


def pick2(r, tabs):
    """Two tables for a join (one table joined with itself sometimes, always when only one qualifies)."""
    if len(tabs) > 1 and r.random() < 0.85:
        return r.sample(tabs, 2)
    t = r.choice(tabs)
    return t, t


def stream_printed_join(r, lines, tabs):
    """A printed streaming inner join of insert-only inputs: append tables or $audit_log reads."""
    def src(t):
        if t.insert_only() and r.random() < 0.6:
            return t.name, False
        return '%s$audit_log' % t.name, True
    a, b = pick2(r, tabs)
    (an, aa), (bn, ba) = src(a), src(b)
    hint = r.choice(['', '', " /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */"])
    cid = r.random() < 0.35 and a is not b
    def h(n):
        if cid:
            return " /*+ OPTIONS('consumer-id' = 'cj', 'consumer.expiration-time' = '1 d') */"
        return hint
    on = r.choice(['x.k = y.k', 'x.k = y.k', 'x.g = y.g', 'x.k = y.k AND x.n <= y.n', 'x.k = y.g'])
    kinds = ('x.rowkind, ' if aa else '') + ('y.rowkind, ' if ba else '')
    shape = r.random()
    if shape < 0.55:
        q = 'SELECT %sx.k, x.s, y.s, y.n FROM %s%s AS x JOIN %s%s AS y ON %s' % (kinds, an, h(an), bn, h(bn), on)
    elif shape < 0.8:
        gk = r.choice(['x.g', 'y.s', 'x.k'] + (['x.rowkind'] if aa else []))
        q = 'SELECT %s, COUNT(*) AS c FROM %s%s AS x JOIN %s%s AS y ON %s GROUP BY %s' % (gk, an, h(an), bn, h(bn), on, gk)
    else:
        q = 'SELECT DISTINCT %sx.g, y.g FROM %s%s AS x JOIN %s%s AS y ON %s' % (kinds, an, h(an), bn, h(bn), on)
    lines.append("SET 'execution.runtime-mode' = 'streaming';")
    lines.append(q + ';')
    if cid:
        lines.append("SET 'execution.runtime-mode' = 'batch';")
        for t in r.sample(tabs, r.randint(1, len(tabs))):
            write(r, lines, t)
        lines.append("SET 'execution.runtime-mode' = 'streaming';")
        lines.append(q + ';')
    lines.append("SET 'execution.runtime-mode' = 'batch';")


def stream_sink_join(r, lines, tabs, n, seed=0):
    """A streaming join (any kind, updated inputs) into a primary-key sink, read in batch: the sink's final state."""
    # the input producer's changelog repeats +I for a key written again (no -U): Flink's join then keeps rows that
    # depend on how the inputs interleave; other tables stream a consistent changelog
    a, b = pick2(r, [t for t in tabs if t.streamable() and t.producer != 'input'])
    j = r.choice(JOINS)
    on = cond(r, 'x', 'y', a, b)
    hint = r.choice(['', " /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */"])
    pk_inputs = not a.append and not b.append
    snk = 'snk%d' % n
    if seed >= 1720 and pk_inputs and j in ('JOIN', 'LEFT JOIN') and r.random() < 0.5:
        # from seed 1720 (REPORT sweep 44 st44; earlier seeds unchanged): a sink keyed by x's own key, y joined on its
        # key (one joined row per x row at a time: the final state does not depend on how the reads interleave
        # whichever -U rows Flink's planner keeps; no extra conjunct, which could leave a row whose -U Flink drops)
        on = r.choice(['x.k = y.k', 'x.g = y.k', 'x.k = y.k AND x.g = y.g'])
        lines.append('CREATE TABLE %s (xk BIGINT, xs STRING, ys STRING, yn INT, PRIMARY KEY (xk) NOT ENFORCED);' % snk)
        q = ('INSERT INTO %s SELECT x.k, x.s, y.s, y.n FROM %s%s AS x %s %s%s AS y ON %s%s'
             % (snk, a.name, hint, j, b.name, hint, on, r.choice(['', '', ' WHERE x.k IS NOT NULL', ' WHERE y.n > 3'])))
    elif pk_inputs and r.random() < 0.5:
        lines.append('CREATE TABLE %s (xk BIGINT, yk BIGINT, xs STRING, ys STRING, yn INT, PRIMARY KEY (xk, yk) NOT ENFORCED);' % snk)
        q = ('INSERT INTO %s SELECT COALESCE(CAST(x.k AS BIGINT), -1), COALESCE(CAST(y.k AS BIGINT), -1), x.s, y.s, y.n '
             'FROM %s%s AS x %s %s%s AS y ON %s' % (snk, a.name, hint, j, b.name, hint, on))
    else:
        gk = r.choice(['x.g', 'y.g', 'x.k', 'y.s'])
        gtype = 'STRING' if gk == 'y.s' else 'BIGINT'
        dflt = "'-'" if gk == 'y.s' else '-1'
        gexpr = 'COALESCE(%s, %s)' % (gk if gtype == 'STRING' else 'CAST(%s AS BIGINT)' % gk, dflt)
        lines.append('CREATE TABLE %s (gk %s, c BIGINT, sn INT, sx INT, PRIMARY KEY (gk) NOT ENFORCED);' % (snk, gtype))
        q = ('INSERT INTO %s SELECT %s, COUNT(*), SUM(y.n), SUM(x.n) FROM %s%s AS x %s %s%s AS y ON %s GROUP BY %s'
             % (snk, gexpr, a.name, hint, j, b.name, hint, on, gexpr))
    lines.append("SET 'execution.runtime-mode' = 'streaming';")
    lines.append(q + ';')
    lines.append("SET 'execution.runtime-mode' = 'batch';")
    lines.append('SELECT * FROM %s;' % snk)


def stream_one_table(r, lines, tabs):
    """Streaming DISTINCT / COUNT(*) of one table with updates (a single source: its changelog order is the table's)."""
    t = r.choice([t for t in tabs if t.streamable()])
    hint = r.choice(['', " /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */",
                     " /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '1') */"])
    where = r.choice(['', '', ' WHERE n > 3', ' WHERE s IS NOT NULL', ' WHERE g <> 2'])
    q = r.choice(['SELECT DISTINCT g FROM %s%s%s', 'SELECT DISTINCT g, s FROM %s%s%s', 'SELECT COUNT(*) FROM %s%s%s',
                  'SELECT g, COUNT(*) AS c FROM %s%s%s GROUP BY g', 'SELECT COUNT(*) AS c, g FROM %s%s%s GROUP BY g HAVING COUNT(*) > 1'
                  ]) % (t.name, hint, where)
    lines.append("SET 'execution.runtime-mode' = 'streaming';")
    lines.append(q + ';')
    lines.append("SET 'execution.runtime-mode' = 'batch';")


def overwrite_script(r, seed):
    """A table read in streaming mode across INSERT OVERWRITE with streaming-read-overwrite (primary key, producer
    none or input, deduplicate) or streaming-read-append-overwrite (append)."""
    append = r.random() < 0.3
    part = r.random() < 0.5
    lines = ['-- fuzz joins seed %d (streaming reads of overwrite commits)' % seed]
    in_hint = r.random() < 0.4
    if append:
        opt = {'streaming-read-append-overwrite': 'true'}
        opts = dict(r.choice([{}, {'bucket': '1', 'bucket-key': 'k'}]))
    else:
        opt = {'streaming-read-overwrite': 'true'}
        opts = {'changelog-producer': r.choice(['none', 'input']), 'bucket': r.choice(['1', '2'])}
    if not in_hint:
        opts.update(opt)
    cols = 'p INT%s, k INT%s, s STRING, n INT' % (' NOT NULL' if part and not append else '', ' NOT NULL' if not append else '')
    if not append:
        cols += ', PRIMARY KEY (%sk) NOT ENFORCED' % ('p, ' if part else '')
    lines.append('CREATE TABLE o (%s)%s%s;' % (cols, ' PARTITIONED BY (p)' if part else '',
                                               ' WITH (%s)' % fuzzlib.with_options(opts) if opts else ''))
    def vals():
        keys = r.sample(range(1, 7), r.randint(1, 4)) if not append else [r.randint(1, 5) for _ in range(r.randint(1, 3))]
        return ', '.join('(%d, %d, %s, %s)' % (r.randint(1, 2) if part else 1, k, fuzzlib.null_or(r, 'STRING', "'v%d'" % r.randint(1, 5)),
                                               r.randint(1, 9)) for k in keys)
    def step():
        x = r.random()
        if x < 0.45:
            lines.append('INSERT INTO o VALUES %s;' % vals())
        elif x < 0.75 or append:
            if part and r.random() < 0.5:
                pv = r.randint(1, 2)
                keys = r.sample(range(1, 7), r.randint(0, 3)) if not append else [r.randint(1, 5) for _ in range(r.randint(0, 2))]
                if keys:
                    lines.append('INSERT OVERWRITE o PARTITION (p = %d) VALUES %s;' % (pv, ', '.join(
                        "(%d, 'w%d', %d)" % (k, r.randint(1, 5), r.randint(1, 9)) for k in keys)))
                else:
                    lines.append('INSERT OVERWRITE o PARTITION (p = %d) SELECT k, s, n FROM o WHERE k > 100;' % pv)
            else:
                lines.append('INSERT OVERWRITE o VALUES %s;' % vals())
        elif x < 0.87:
            lines.append('DELETE FROM o WHERE k = %d;' % r.randint(1, 6))
        else:
            lines.append("UPDATE o SET s = 'u' WHERE k = %d;" % r.randint(1, 6))
    lines.append('INSERT INTO o VALUES %s;' % vals())
    for _ in range(r.randint(1, 3)):
        step()
    h = ["'scan.mode' = 'from-snapshot'", "'scan.snapshot-id' = '1'"] if r.random() < 0.6 else []
    if in_hint:
        h.append("'%s' = 'true'" % list(opt)[0])
    # no consumer-id: Paimon 1.4.2's job then fails on the overwrite's split ("IncrementalSplit cannot be cast to
    # DataSplit", fzjn_0049 / 0055 / 0057 / 0066)
    cid = False
    if cid:
        h += ["'consumer-id' = 'co'", "'consumer.expiration-time' = '1 d'"]
    hint = ' /*+ OPTIONS(%s) */' % ', '.join(h) if h else ''
    q = r.choice(['SELECT * FROM o%s', 'SELECT * FROM o%s', 'SELECT k, s FROM o%s WHERE n > 2', 'SELECT COUNT(*) FROM o%s',
                  'SELECT DISTINCT s FROM o%s']) % hint
    lines.append("SET 'execution.runtime-mode' = 'streaming';")
    lines.append(q + ';')
    if cid or r.random() < 0.5:
        lines.append("SET 'execution.runtime-mode' = 'batch';")
        for _ in range(r.randint(1, 3)):
            step()
        lines.append("SET 'execution.runtime-mode' = 'streaming';")
        lines.append(q + ';')
    lines.append("SET 'execution.runtime-mode' = 'batch';")
    lines.append('SELECT * FROM o;')
    return '\n'.join(lines) + '\n'


def gen(seed):
    r = random.Random(seed)
    if r.random() < 0.2:
        return overwrite_script(r, seed)
    tabs = [Table(r, 'a'), Table(r, 'b')]
    if r.random() < 0.35:
        tabs.append(Table(r, 'c'))
    lines = ['-- fuzz joins seed %d' % seed] + [t.ddl() for t in tabs]
    for t in tabs:
        write(r, lines, t, first=True)
    for _ in range(r.randint(1, 5)):
        write(r, lines, r.choice(tabs))
    for _ in range(r.randint(2, 5)):
        lines.append(batch_query(r, tabs))
    n = 0
    for _ in range(r.randint(1, 3)):
        s = r.random()
        if not any(t.streamable() for t in tabs):
            s = 0.1
        elif not any(t.streamable() and t.producer != 'input' for t in tabs) and 0.35 <= s < 0.7:
            s = 0.8
        if s < 0.35:
            stream_printed_join(r, lines, tabs)
        elif s < 0.7:
            n += 1
            stream_sink_join(r, lines, tabs, n, seed)
        else:
            stream_one_table(r, lines, tabs)
        if r.random() < 0.4:
            write(r, lines, r.choice(tabs))
    return '\n'.join(lines) + '\n'


if __name__ == '__main__':
    fuzzlib.main(gen, 'fzjn')
