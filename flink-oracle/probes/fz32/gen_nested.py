#!/usr/bin/env python3
"""Writes NestedSizeProbe's input: tables of the column shapes the generators draw (gen_agg's collect ARRAY<INT> and
merge_map MAP<INT, STRING>, nested_update ARRAY<ROW<..>>; gen_aggtypes' ARRAY<STRING>, MAP<STRING, INT>, ROW<a INT, b STRING>;
gen_evolve's ROW / ARRAY<ROW> / MAP<STRING, ROW>; DECIMAL(5, 2) .. DECIMAL(38, s)), each with commits of 1-10 rows.
Usage: gen_nested.py SEED > spec"""
import json, random, sys

def s(r):
    return r.choice(['x', 'y', 'z', 'w', 'x,y', '', 'a', 'b'])

def dec(r, p, sc):
    digits = r.choice([1, 2, 3, p - sc])
    ip = r.randint(0, 10 ** max(0, min(digits, p - sc)) - 1)
    v = '%d.%s' % (ip, ''.join(r.choice('0123456789') for _ in range(sc))) if sc else str(ip)
    return ('-' if r.random() < 0.2 else '') + v

def value(r, t):
    if r.random() < 0.1:
        return None
    if t == 'INT':
        return r.randint(0, 9)
    if t == 'BIGINT':
        return r.choice([r.randint(-3, 9), r.randint(0, 10 ** 10)])
    if t == 'STRING':
        return s(r)
    if t.startswith('DECIMAL'):
        p, sc = map(int, t[8:-1].split(','))
        return dec(r, p, sc)
    if t.startswith('ARRAY<'):
        return [value(r, t[6:-1]) for _ in range(r.randint(0, 3) or 1)]
    if t.startswith('MAP<'):
        k, v = split(t[4:-1])
        ks = r.sample(range(1, 6), r.randint(1, 3))
        return [[k_ if k == 'INT' else 'pq'[k_ % 2] + str(k_), value(r, v)] for k_ in ks]
    if t.startswith('ROW<'):
        return [value(r, f.split(' ', 1)[1]) for f in split(t[4:-1])]
    raise ValueError(t)

def split(t):
    out, d, cur = [], 0, ''
    for ch in t:
        d += ch == '<'
        d -= ch == '>'
        if ch == ',' and d == 0:
            out.append(cur.strip()); cur = ''
        else:
            cur += ch
    return out + [cur.strip()]

SHAPES = [
    [('k', 'INT'), ('v0', 'ARRAY<INT>'), ('v1', 'STRING'), ('v2', 'BIGINT'), ('v3', 'MAP<INT, STRING>')],
    [('k', 'INT'), ('v', 'ARRAY<INT>')],
    [('k', 'INT'), ('v', 'ARRAY<STRING>')],
    [('k', 'INT'), ('v', 'MAP<INT, STRING>')],
    [('k', 'INT'), ('v', 'MAP<STRING, INT>')],
    [('k', 'INT'), ('r', 'ROW<a INT, b STRING>')],
    [('k', 'INT'), ('a', 'INT'), ('n', 'ARRAY<ROW<i INT, s STRING, n INT>>')],
    [('k', 'INT'), ('m', 'MAP<STRING, ROW<v STRING, t STRING>>')],
    [('k', 'INT'), ('r0', 'ROW<x INT, s ROW<y STRING, z INT>>'), ('v', 'STRING')],
    [('k', 'INT'), ('d', 'DECIMAL(5, 2)'), ('e', 'DECIMAL(10, 2)')],
    [('k', 'INT'), ('d', 'DECIMAL(18, 4)'), ('e', 'DECIMAL(19, 2)')],
    [('k', 'INT'), ('d', 'DECIMAL(38, 10)'), ('e', 'DECIMAL(38, 0)'), ('v', 'STRING')],
    [('k', 'INT'), ('c', 'DECIMAL(10, 2)'), ('d', 'ARRAY<INT>'), ('e', 'INT')],
]

def main():
    seed = int(sys.argv[1])
    r = random.Random(seed)
    for i, cols in enumerate(SHAPES):
        for pk in (1, 0):
            if not pk and i % 3:
                continue
            name = 't%d_%d%s' % (seed, i, '' if pk else 'a')
            opts = {'write-only': 'true'}
            if pk:
                opts['bucket'] = '1'
            print(json.dumps({'t': name, 'pk': pk, 'opts': opts, 'cols': [[n, t] for n, t in cols]}))
            for _ in range(12):
                n = r.randint(1, 10)
                keys = r.sample(range(1, 30), n)
                for k in keys:
                    kind = '+I' if not pk or r.random() < 0.8 else r.choice(['-U', '+U', '-D'])
                    print(json.dumps({'r': kind, 'v': [k] + [value(r, t) for _, t in cols[1:]]}))
                print(json.dumps({'c': 1}))

main()
