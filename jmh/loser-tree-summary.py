#!/usr/bin/env python3
"""Issue 3's merge goal from a LoserTreeBench JSON result (JMH -rf json).

Usage: loser-tree-summary.py RESULT_JSON [MORE_JSON ...]

Per k: each benchmark's CPU time per merged record (the benchmark thread's own CPU time, the
Cpu aux counters cpuNanos / records, median over measured iterations; other processes on a
shared machine do not inflate it) and its wall time per record (JMH's score), then the goal's
two ratios on CPU time:
  PriorityQueue / loser tree      goal >= 2   (at k = 8..32)
  loser tree / memcpyRecords      goal <= 3   (the same merged records' 25 bytes, copied)
and, for reference, loser tree / memcpy (16 bytes a record) and loser tree / pullInMergeOrder; then
the batch merge (BatchLoserTree over decoded blocks, writing the same 25 bytes a record):
  batchLoserTree / memcpyRecords  goal <= 3
  loserTree / batchLoserTree, priorityQueue / batchLoserTree
then where the batch merge's time goes (batchDecodeOnly, batchPositionsOnly: decode + merge into
positions, the copy as the rest) and the floor of any tree merge of these records (treeFloor: the
tournament alone; treeFloorTwoLanes: two trees over the key halves in one loop), each / memcpyRecords.
Rows are per layout, record (narrow: the 25-byte records above, the default; w1: W1-shaped records of
58 bytes on average, which only batchLoserTree, its split and memcpyRecords read) and k.
Several JSON files (back-to-back runs) are summarised one after another. Standard library only.
"""
import json
import statistics
import sys

BENCHES = ["batchLoserTree", "batchPositionsOnly", "batchDecodeOnly", "treeFloor", "treeFloorTwoLanes", "loserTree", "priorityQueue", "pullInMergeOrder", "memcpyRecords", "memcpy"]


def per_iteration(metric):
    return [x for fork in metric.get("rawData", []) for x in fork]


def load(path):
    """(bench, (layout, record), k) -> (cpu ns / record, wall ns / record)."""
    out = {}
    with open(path) as f:
        runs = json.load(f)
    for r in runs:
        bench = r["benchmark"].split(".")[-1]
        params = r.get("params", {})
        k = int(params.get("k", 0))
        layout = (params.get("layout", "-"), params.get("record", "narrow"))
        sec = r.get("secondaryMetrics", {})
        cpu = None
        if "cpuNanos" in sec and "records" in sec:
            nanos = per_iteration(sec["cpuNanos"])
            records = per_iteration(sec["records"])
            if nanos and len(nanos) == len(records):
                cpu = statistics.median(n / m for n, m in zip(nanos, records) if m)
            elif sec["records"].get("score"):
                cpu = sec["cpuNanos"]["score"] / sec["records"]["score"]
        out[(bench, layout, k)] = (cpu, r["primaryMetric"]["score"])
    return out


def ratio(a, b):
    return a / b if a is not None and b else None


def fmt(x, spec="{:.2f}"):
    return "-" if x is None else spec.format(x)


def show(layout):
    return f"{layout[0]} | {layout[1]}"


def summarise(path):
    data = load(path)
    rows = sorted({(layout, k) for (_, layout, k) in data})
    print(f"## {path}")
    print("CPU ns / merged record (wall ns in parentheses)")
    print("| layout | record | k | " + " | ".join(BENCHES) + " |")
    print("|---|---|---|" + "---|" * len(BENCHES))
    for layout, k in rows:
        cells = []
        for b in BENCHES:
            cpu, wall = data.get((b, layout, k), (None, None))
            cells.append(f"{fmt(cpu)} ({fmt(wall)})")
        print(f"| {show(layout)} | {k} | " + " | ".join(cells) + " |")
    print()
    print("| layout | record | k | PQ / loser tree (>= 2) | loser tree / memcpyRecords (<= 3) | loser tree / memcpy | loser tree / pull |")
    print("|---|---|---|---|---|---|---|")
    for layout, k in rows:
        def cpu(b):
            return data.get((b, layout, k), (None,))[0]
        lt = cpu("loserTree")
        pq = cpu("priorityQueue")
        mr = cpu("memcpyRecords")
        mc = cpu("memcpy")
        pull = cpu("pullInMergeOrder")
        vs_pq = ratio(pq, lt)
        vs_mr = ratio(lt, mr)
        pq_cell = f"{fmt(vs_pq)}x " + ("-" if vs_pq is None else "met" if vs_pq >= 2 else "missed")
        mr_cell = f"{fmt(vs_mr)}x " + ("-" if vs_mr is None else "met" if vs_mr <= 3 else "missed")
        print(f"| {show(layout)} | {k} | {pq_cell} | {mr_cell} | {fmt(ratio(lt, mc))}x | {fmt(ratio(lt, pull))}x |")
    print()
    print("| layout | record | k | batch / memcpyRecords (<= 3) | loser tree / batch | PQ / batch |")
    print("|---|---|---|---|---|---|")
    for layout, k in rows:
        def cpu(b):
            return data.get((b, layout, k), (None,))[0]
        batch = cpu("batchLoserTree")
        if batch is None:
            continue
        vs_mr = ratio(batch, cpu("memcpyRecords"))
        mr_cell = f"{fmt(vs_mr)}x " + ("-" if vs_mr is None else "met" if vs_mr <= 3 else "missed")
        print(f"| {show(layout)} | {k} | {mr_cell} | {fmt(ratio(cpu('loserTree'), batch))}x | {fmt(ratio(cpu('priorityQueue'), batch))}x |")
    print()
    print("Where the batch merge's time goes, and the floor of a tree merge (CPU ns per record, / memcpyRecords):")
    print("| layout | record | k | decode | positions (decode + merge) | copy (batch - positions) | treeFloor | treeFloorTwoLanes | floor / two lanes |")
    print("|---|---|---|---|---|---|---|---|---|")
    for layout, k in rows:
        def cpu(b):
            return data.get((b, layout, k), (None,))[0]
        mr = cpu("memcpyRecords")
        pos = cpu("batchPositionsOnly")
        if pos is None:
            continue
        batch = cpu("batchLoserTree")
        copy = batch - pos if batch is not None else None

        def cell(x):
            return f"{fmt(x)} ({fmt(ratio(x, mr))}x)"
        print(f"| {show(layout)} | {k} | {cell(cpu('batchDecodeOnly'))} | {cell(pos)} | {cell(copy)} | {cell(cpu('treeFloor'))}"
              f" | {cell(cpu('treeFloorTwoLanes'))} | {fmt(ratio(cpu('treeFloor'), cpu('treeFloorTwoLanes')))}x |")
    print()


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    for path in argv[1:]:
        summarise(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
