"""What the fuzz generators share: the WITH-clause text, typed literals with NULLs, the runtime-mode switch, and the
command line (DIR FIRST_SEED COUNT)."""
import os, sys


def with_options(opts):
    """'k' = 'v', ... of a dict, in its order."""
    return ', '.join("'%s' = '%s'" % kv for kv in opts.items())


def null_or(r, sql_type, text, p=0.15):
    """text, or a typed NULL of sql_type with probability p (Flink refuses a bare NULL in VALUES)."""
    return 'CAST(NULL AS %s)' % sql_type if r.random() < p else text


def set_mode(lines, st, mode):
    """Appends the SET that switches the session to mode ('batch' or 'streaming') unless st['mode'] is it already,
    and records it in st['mode']."""
    if st['mode'] != mode:
        lines.append("SET 'execution.runtime-mode' = '%s';" % mode)
        st['mode'] = mode


def audit_and_stream(r, lines, audit_p, producer, stream_p):
    """Appends, each with its probability, t's $audit_log and (with a changelog producer) a streaming read of t
    from snapshot 1; ends the script's text."""
    if r.random() < audit_p:
        lines.append('SELECT * FROM t$audit_log;')
    if producer != 'none' and r.random() < stream_p:
        lines.append("SET 'execution.runtime-mode' = 'streaming';")
        lines.append("SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;")
    return '\n'.join(lines) + '\n'


def main(gen, prefix='fuzz16'):
    """Writes DIR/<prefix>_<seed>.sql for COUNT seeds from FIRST_SEED; gen(seed) returns a script's text."""
    out, start, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    os.makedirs(out, exist_ok=True)
    for s in range(start, start + count):
        with open(os.path.join(out, '%s_%04d.sql' % (prefix, s)), 'w') as f:
            f.write(gen(s))
