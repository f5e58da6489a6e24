#!/usr/bin/env python3
"""Converts layout27's probes (Flink 2.0 + Paimon 1.4.2's sizes of files of 1-60 rows, szN.sql / szN.out) into
gen_small.py's JSON (layout27.json) and SizeProbe41's size lines (sizes/layout27.sizes), files of at most 16 rows:
held-out data for fit_small.py (sweep 41 sz)."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
L27 = os.path.join(HERE, '..', 'layout27')
sys.path.insert(0, L27)
import fit_sizes  # noqa: E402

meta, lines = {}, []
for n in sorted(f[:-4] for f in os.listdir(L27) if f.startswith('sz') and f.endswith('.sql')):
    sql = open(os.path.join(L27, n + '.sql')).read()
    tabs = fit_sizes.tables(sql)
    sizes = fit_sizes.files(sql, open(os.path.join(L27, n + '.out')).read())
    for t, tab in tabs.items():
        name = 'l27_' + t
        cols = [[c, ty.replace(' ', '')] for c, ty in tab['cols']]
        files, seq = [], 0
        for i, ins in enumerate(tab['inserts']):
            order = list(range(len(ins)))
            if tab['pk']:
                order.sort(key=lambda j: (0, ins[j][1][0].encode()) if isinstance(ins[j][1][0], str) else (0, ins[j][1][0]))
            if len(ins) <= 16:
                files.append({'seq0': seq, 'seqs': [seq + j for j in order],
                              'rows': [[ins[j][0], [None if v is None else str(v) for v in ins[j][1]]] for j in order]})
                lines.append('%s %d %d' % (name, len(ins), sizes[t][i][1]))
            seq += len(ins)
        meta[name] = {'cols': cols, 'pk': [cols[0][0]] if tab['pk'] else [], 'part': [], 'files': files}
json.dump(meta, open(os.path.join(HERE, 'layout27.json'), 'w'))
open(os.path.join(HERE, 'sizes', 'layout27.sizes'), 'w').write('\n'.join(lines) + '\n')
