import sys, os
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'layout27'))
import fit_sizes
# usage: conv.py OPTS sql... > spec
opts = sys.argv[1]
for f in sys.argv[2:]:
    tabs = fit_sizes.tables(open(f).read())
    for name, t in tabs.items():
        o = ('bucket=1;' if t['pk'] else '') + 'write-only=true' + (';' + opts if opts else '')
        print('T %s %d %s %s' % (name, t['pk'], o, ','.join('%s:%s' % (n, ty) for n, ty in t['cols'])))
        for ins in t['inserts']:
            for kind, vals in ins:
                print('R ' + kind + '\t' + '\t'.join('\\N' if v is None else str(v) for v in vals))
            print('C')
