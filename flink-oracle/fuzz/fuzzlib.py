"""What the fuzz generators share: the WITH-clause text and the command line (DIR FIRST_SEED COUNT)."""
import os, sys


def with_options(opts):
    """'k' = 'v', ... of a dict, in its order."""
    return ', '.join("'%s' = '%s'" % kv for kv in opts.items())


def main(gen):
    """Writes DIR/fuzz16_<seed>.sql for COUNT seeds from FIRST_SEED; gen(seed) returns a script's text."""
    out, start, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    os.makedirs(out, exist_ok=True)
    for s in range(start, start + count):
        with open(os.path.join(out, 'fuzz16_%04d.sql' % s), 'w') as f:
            f.write(gen(s))
