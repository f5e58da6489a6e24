#!/usr/bin/env python3
"""Sweep 41 sz: tables of the fuzz generators' schemas written in commits of 1-16 rows, for Paimon 1.4.2's Parquet
sizes of small files (COMPACTION.md "Run sizes", version 7).

  python3 gen_small42.py OUT_PREFIX SEED [OPTS] [SCHEMAS]

(sweep 42 sz: sz41's gen_small.py with OPTS, e.g. 'file.format=orc;file.compression=lz4', added to every table's
options, and SCHEMAS a comma-separated subset of the schema names.)

writes OUT_PREFIX.spec (SizeProbe41's input: every commit one level-0 file, `write-only`, `bucket` 1) and
OUT_PREFIX.json (per table its columns, primary key, partition keys and per file its rows in Paimon's file order with
their first sequence number: RunWeigherSmallFitDump's input). Keys are distinct within a commit (no write-buffer
merge), each commit writes one partition."""
import json, random, sys

S = ['a', 'b', 'c', 'dd', 'e', 'x', 'y', 'z', 'w', '', 'k=v', 'abc', 'hello']

def mk(typ, r):
    if typ == 'INT':
        return str(r.choice([r.randint(0, 9), r.randint(1, 60), r.randint(-3, 9), r.randint(100, 100000)]))
    if typ == 'BIGINT':
        return r.choice([str(r.randint(1, 60)), '3000000000', '-7', str(r.randint(-3, 9)), str(r.randint(100, 10 ** 6))])
    if typ == 'TINYINT' or typ == 'SMALLINT':
        return str(r.randint(-3, 20))
    if typ == 'STRING':
        return r.choice(S + ['%s,%s' % (r.choice(S[:5]), r.choice(S[:5]))])
    if typ == 'DOUBLE':
        return r.choice(['1.5', '0.25', '-3.75', '%d.5' % r.randint(0, 9), '2.0'])
    if typ == 'FLOAT':
        return r.choice(['1.5', '0.25', '-3.75'])
    if typ.startswith('DECIMAL(5'):
        return r.choice(['1.25', '12.5', '-3.01', '0.00'])
    if typ.startswith('DECIMAL(10'):
        return r.choice(['1.25', '123456.78', '%d.%02d' % (r.randint(0, 9), r.randint(0, 99)), '%d.5' % r.randint(0, 3), '0.50'])
    if typ.startswith('DECIMAL(20'):
        return r.choice(['1.25', '123456789012.34', '%d.%02d' % (r.randint(0, 9), r.randint(0, 99))])
    if typ == 'BOOLEAN':
        return r.choice(['true', 'false'])
    if typ == 'DATE':
        return '2024-02-0%d' % r.randint(1, 9)
    if typ.startswith('TIMESTAMP'):
        return '2024-01-0%d 10:00:00' % r.randint(1, 9)
    raise ValueError(typ)

# name: (columns, primary key, partition keys, null probability, kinds)
SCHEMAS = [
    ('s_str', [('k', 'INT'), ('v', 'STRING')], ['k'], [], 0.15, False),
    ('s_meta', [('k', 'INT'), ('v', 'STRING'), ('n', 'INT')], ['k'], [], 0.15, False),
    ('s_so', [('k', 'INT'), ('j', 'INT'), ('a', 'INT'), ('b', 'STRING'), ('c', 'BIGINT')], ['k', 'j'], [], 0.3, False),
    ('s_mix', [('k', 'INT'), ('v', 'STRING'), ('n', 'BIGINT'), ('d', 'DOUBLE'), ('m', 'DECIMAL(10,2)'), ('bo', 'BOOLEAN')], ['k'], [], 0.15, True),
    ('s_part', [('k', 'INT'), ('dt', 'STRING'), ('v', 'STRING'), ('pr', 'DECIMAL(5,2)')], ['k', 'dt'], ['dt'], 0.15, True),
    ('s_part2', [('k', 'INT'), ('dt', 'STRING'), ('hr', 'INT'), ('v', 'STRING'), ('n', 'BIGINT')], ['k', 'dt', 'hr'], ['dt', 'hr'], 0.15, False),
    ('s_pu', [('k', 'INT'), ('a', 'INT'), ('b', 'STRING'), ('c', 'BIGINT'), ('d', 'DOUBLE'), ('e', 'STRING')], ['k'], [], 0.5, False),
    ('s_agg', [('k', 'INT'), ('v0', 'INT'), ('v1', 'STRING'), ('v2', 'DECIMAL(10,2)'), ('v3', 'TIMESTAMP(3)'), ('v4', 'DATE'), ('sq', 'INT')], ['k'], [], 0.15, True),
    ('s_skey', [('k', 'STRING'), ('v', 'INT')], ['k'], [], 0.15, True),
    ('s_bkey', [('k', 'BIGINT'), ('v', 'STRING'), ('w', 'DECIMAL(20,2)')], ['k'], [], 0.15, False),
    ('s_app', [('k', 'INT'), ('v', 'STRING'), ('n', 'INT')], [], [], 0.15, False),
    ('s_kinds', [('k', 'INT'), ('v', 'STRING'), ('c', 'BIGINT')], ['k'], [], 0.12, True),
    ('s_bool', [('k', 'INT'), ('b1', 'BOOLEAN'), ('b2', 'BOOLEAN'), ('t', 'TINYINT'), ('f', 'FLOAT')], ['k'], [], 0.2, False),
    ('s_null', [('k', 'INT'), ('v', 'STRING'), ('a', 'INT'), ('b', 'INT')], ['k'], [], 0.85, False),
]

def main():
    out, seed = sys.argv[1], int(sys.argv[2])
    extra = sys.argv[3] if len(sys.argv) > 3 and sys.argv[3] not in ('', '-') else None
    only = set(sys.argv[4].split(',')) if len(sys.argv) > 4 else None
    r = random.Random(seed)
    spec, meta = [], {}
    for name, cols, pk, part, pnull, kinds in SCHEMAS:
        tname = '%s_%d' % (name, seed)
        opts = 'bucket=1;write-only=true' if pk else 'bucket=-1;write-only=true'
        if extra:
            opts += ';' + extra
        if only is not None and name not in only:
            continue
        spec.append('T %s %s %s %s %s' % (tname, ','.join(pk) or '-', ','.join(part) or '-', opts,
                                          '|'.join('%s:%s' % c for c in cols)))
        seqs = {}
        files = []
        sizes = [1, 1, 2, 2, 3, 3, 3, 4, 5, 6, 8, 10, 12, 16] + [r.randint(1, 6) for _ in range(6)]
        r.shuffle(sizes)
        kmax = 8 if r.random() < 0.5 else 40
        for n in sizes:
            pv = {}
            for c, t in cols:
                if c in part:
                    pv[c] = r.choice(['p1', 'p2']) if t == 'STRING' else str(r.choice([1, 2]))
            keyspace = list(range(1, max(kmax, n) + 1))
            ks = r.sample(keyspace, n)
            rows = []
            for k in ks:
                kind = '+I'
                if kinds and pk:
                    kind = r.choice(['+I', '+I', '+I', '-U', '+U', '-D'])
                vals = []
                for c, t in cols:
                    if c == 'k':
                        v = str(k) if t != 'STRING' else r.choice(S[:9]) + str(k)
                    elif c in part:
                        v = pv[c]
                    elif c == 'j':
                        v = str(r.randint(1, 2))
                    elif c in pk:
                        v = mk(t, r)
                    elif r.random() < pnull:
                        v = None
                    else:
                        v = mk(t, r)
                    vals.append(v)
                rows.append((kind, vals))
            if 'j' in [c for c, _ in cols]:  # composite key (k, j): keep keys distinct
                seen, uniq = set(), []
                for kind, vals in rows:
                    if (vals[0], vals[1]) not in seen:
                        seen.add((vals[0], vals[1])); uniq.append((kind, vals))
                rows = uniq
            pkey = tuple(pv[c] for c in part)
            seq0 = seqs.get(pkey, 0)
            seqs[pkey] = seq0 + len(rows)
            for kind, vals in rows:
                spec.append('R ' + '\t'.join([kind] + ['\\N' if v is None else v for v in vals]))
            spec.append('C')
            # Paimon's file order: by the trimmed key (the key without partition fields), then sequence
            ki = [i for i, (c, _) in enumerate(cols) if c in pk and c not in part]
            typed = lambda vals: tuple((0, v.encode()) if cols[i][1] == 'STRING' else (0, int(v)) for i, v in ((i, vals[i]) for i in ki))
            order = list(range(len(rows)))
            if pk:
                order.sort(key=lambda i: typed(rows[i][1]))
            files.append({'seq0': seq0, 'seqs': [seq0 + i for i in order], 'rows': [[rows[i][0], rows[i][1]] for i in order]})
        meta[tname] = {'cols': [[c, t] for c, t in cols], 'pk': pk, 'part': part, 'files': files}
    open(out + '.spec', 'w').write('\n'.join(spec) + '\n')
    json.dump(meta, open(out + '.json', 'w'))

main()
