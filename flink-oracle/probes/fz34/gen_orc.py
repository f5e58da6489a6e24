#!/usr/bin/env python3
"""SizeProbe specs (probes/fz31/SizeProbe.java input) of gen_mix-like tables, for the ORC + zstd size fit
(fit_orc.py). Each table: `k` (INT, sometimes STRING or BIGINT) then 1-6 value columns drawn from gen_mix's shapes
(v STRING 'a'..'e' / 'dd', n INT 1..60, pr BIGINT, mn / lv STRING, sq INT increasing, DOUBLE, a partition-like
constant dt STRING / hr INT), primary-key (some with row kinds mixed) or append, 12 commits of 1-10 rows (unique keys
per commit), values NULL 15% of the time.  Usage: gen_orc.py SEED TABLES 'file.format=orc;file.compression=zstd'"""
import random, sys

def main():
    seed, ntab, opts = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    r = random.Random(seed)
    for t in range(ntab):
        pk = r.random() < 0.8
        ktype = r.choice(['INT'] * 6 + ['STRING', 'BIGINT'])
        cols = [('k', ktype)]
        shapes = [('v', 'STRING'), ('n', 'INT'), ('pr', 'BIGINT'), ('mn', 'STRING'), ('lv', 'STRING'),
                  ('sq', 'INT'), ('d', 'DOUBLE'), ('dt', 'STRING'), ('hr', 'INT'), ('n2', 'INT')]
        r.shuffle(shapes)
        cols += sorted(shapes[:r.randint(1, 6)], key=lambda c: [s[0] for s in
                       [('dt', 0), ('hr', 0), ('v', 0), ('n', 0), ('pr', 0), ('mn', 0), ('lv', 0), ('sq', 0), ('d', 0), ('n2', 0)]].index(c[0]))
        kinds = r.choice([None, None, None, ['+I', '+U'], ['+I', '-D', '+U', '-U']]) if pk else None
        o = ('bucket=1;' if pk else '') + 'write-only=true;' + opts
        name = 's%d_t%d' % (seed, t)
        print('T %s %d %s %s' % (name, 1 if pk else 0, o, ','.join('%s:%s' % c for c in cols)))
        sq = 0
        for c in range(12):
            n = r.choice([1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 10])
            keys = r.sample(range(1, 17), n)
            part = (r.choice(['p1', 'p2']), r.randint(1, 2))
            for k in keys:
                vals = []
                for name_, typ in cols:
                    if name_ == 'k':
                        vals.append(str(k) if typ != 'STRING' else 'k%d' % k)
                    elif name_ == 'dt':
                        vals.append(part[0])
                    elif name_ == 'hr':
                        vals.append(str(part[1]))
                    elif r.random() < 0.15:
                        vals.append('\\N')
                    elif name_ == 'sq':
                        sq += r.randint(1, 3)
                        vals.append(str(sq))
                    elif typ == 'STRING':
                        vals.append(r.choice(['a', 'b', 'c', 'd', 'e', 'dd', 'x', 'abc']))
                    elif typ == 'INT':
                        vals.append(str(r.randint(1, 60)))
                    elif typ == 'BIGINT':
                        vals.append(str(r.choice([1, 2, 6, 24, 120, 720, 5040, 40320])))
                    else:
                        vals.append('%d.%d' % (r.randint(0, 9), r.randint(0, 99)))
                print('R %s\t%s' % (r.choice(kinds) if kinds else '+I', '\t'.join(vals)))
            print('C')

if __name__ == '__main__':
    main()
