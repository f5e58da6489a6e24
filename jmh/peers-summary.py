#!/usr/bin/env python3
"""Summarise a peers run: JMH's JSON + the figures side-car -> Markdown table and SVG chart.

Usage: peers-summary.py PEERS_JSON FIGURES_JSONL OUT_MD OUT_SVG

Every goal of BENCHMARKS.md is one row: Varve's figure, the peer's, the ratio Varve / peer, the
goal and met/missed. Whole-workload write rates come from JMH's primary score (rows / median
single-shot time); the other figures from the side-car (median over measured iterations).
Standard library only.
"""
import json
import math
import statistics
import sys
from collections import defaultdict


def load_jmh(path):
    """(bench, engine) -> {'rows': n, 'seconds': median op time, 'gc_norm': B/op or None}."""
    out = {}
    with open(path) as f:
        runs = json.load(f)
    for r in runs:
        bench = r["benchmark"].split(".")[-2]
        params = r.get("params", {})
        engine = params.get("engine", "?")
        raw = [x for fork in r["primaryMetric"].get("rawData", []) for x in fork]
        unit = r["primaryMetric"].get("scoreUnit", "s/op")
        scale = {"s/op": 1.0, "ms/op": 1e-3, "us/op": 1e-6, "ns/op": 1e-9}.get(unit, 1.0)
        seconds = statistics.median(raw) * scale if raw else None
        gc = r.get("secondaryMetrics", {}).get("gc.alloc.rate.norm")
        out[(bench, engine)] = {
            "n": int(params["n"]) if "n" in params else None,
            "lookups": int(params["lookups"]) if "lookups" in params else None,
            "seconds": seconds,
            "score": r["primaryMetric"].get("score"),
            "unit": unit,
            "gc_norm": gc.get("score") if gc else None,
        }
    return out


def load_figures(path):
    """(bench, engine) -> list of figure dicts (measured iterations, in order)."""
    out = defaultdict(list)
    try:
        with open(path) as f:
            for line in f:
                line = line.strip()
                if line:
                    rec = json.loads(line)
                    fig = dict(rec["figures"])
                    fig["_iteration"] = rec["iteration"]
                    out[(rec["bench"], rec["engine"])].append(fig)
    except FileNotFoundError:
        pass
    return out


class Data:
    def __init__(self, jmh, figures):
        self.jmh = jmh
        self.figures = figures

    def fig(self, bench, engine, name, where=None):
        """Median of a numeric figure over measured iterations (optionally filtered)."""
        vals = [f[name] for f in self.figures.get((bench, engine), [])
                if name in f and isinstance(f[name], (int, float)) and (where is None or where(f))]
        return statistics.median(vals) if vals else None

    def text(self, bench, engine, name):
        for f in self.figures.get((bench, engine), []):
            if name in f:
                return f[name]
        return None

    def errors(self):
        errs = []
        for (bench, engine), figs in sorted(self.figures.items()):
            for f in figs:
                if "check.error" in f:
                    errs.append("%s/%s: %s" % (bench, engine, f["check.error"]))
        return errs

    def write_rate(self, bench, engine):
        j = self.jmh.get((bench, engine))
        if j and j["seconds"] and j["n"]:
            return j["n"] / j["seconds"]
        return self.fig(bench, engine, "write.rows_per_s")

    def gets_rate(self, engine, warm=True):
        return self.fig("PointLookupBench", engine, "gets_per_s",
                        lambda f: (f.get("pass") == "warm") == warm)

    def pl(self, engine, name, warm=True):
        return self.fig("PointLookupBench", engine, name, lambda f: (f.get("pass") == "warm") == warm)

    def gc_norm(self, bench, engine):
        j = self.jmh.get((bench, engine))
        return j["gc_norm"] if j else None


def rows_of_goals(d):
    """(figure, varve label, varve value, peer label, peer value, unit, goal op, goal, kind).

    kind 'ratio': compare varve/peer with the goal; 'abs': compare varve with the goal."""
    rows = []

    def ratio_row(figure, vl, v, pl, p, unit, op, goal):
        rows.append((figure, vl, v, pl, p, unit, op, goal, "ratio"))

    def abs_row(figure, vl, v, unit, op, goal):
        rows.append((figure, vl, v, "", None, unit, op, goal, "abs"))

    def info_row(figure, vl, v, pl, p, unit):
        rows.append((figure, vl, v, pl, p, unit, "", None, "info"))

    for varve in ("varve", "varve-nofsync"):
        ratio_row("W1 write rows/s", varve, d.write_rate("W1UpsertBench", varve), "paimon",
                  d.write_rate("W1UpsertBench", "paimon"), "rows/s", ">=", 10)
    # read.*: the median of reads 2..k of the same table after the write (RepeatedRead, round 42);
    # read.first.*: its first read, the only one before round 42 (JIT still compiling the read path)
    ratio_row("W1 merged read rows/s (median of reads 2..k)", "varve", d.fig("W1UpsertBench", "varve", "read.rows_per_s"),
              "paimon", d.fig("W1UpsertBench", "paimon", "read.rows_per_s"), "rows/s", ">=", 5)
    info_row("W1 merged read rows/s, first read (the method before round 42)", "varve",
             d.fig("W1UpsertBench", "varve", "read.first.rows_per_s"), "paimon",
             d.fig("W1UpsertBench", "paimon", "read.first.rows_per_s"), "rows/s")
    ratio_row("W2 write rows/s", "varve", d.write_rate("W2AggregationBench", "varve"), "paimon",
              d.write_rate("W2AggregationBench", "paimon"), "rows/s", ">=", 10)
    info_row("W2 merged read rows/s", "varve", d.fig("W2AggregationBench", "varve", "read.rows_per_s"), "paimon",
             d.fig("W2AggregationBench", "paimon", "read.rows_per_s"), "rows/s")
    ratio_row("W3 lookup-changelog write rows/s", "varve", d.write_rate("W3LookupChangelogBench", "varve"), "paimon",
              d.write_rate("W3LookupChangelogBench", "paimon"), "rows/s", ">=", 10)
    info_row("W3 changelog read rows/s", "varve", d.fig("W3LookupChangelogBench", "varve", "changelog.rows_per_s"),
             "paimon", d.fig("W3LookupChangelogBench", "paimon", "changelog.rows_per_s"), "rows/s")
    info_row("W3 checkpoint p50 ms", "varve", d.fig("W3LookupChangelogBench", "varve", "checkpoint.p50_ms"),
             "paimon", d.fig("W3LookupChangelogBench", "paimon", "checkpoint.p50_ms"), "ms")
    for varve in ("varve", "varve-nofsync"):
        ratio_row("W4 append write rows/s", varve, d.write_rate("W4AppendBench", varve), "paimon",
                  d.write_rate("W4AppendBench", "paimon"), "rows/s", ">=", 5)
    for varve in ("varve", "varve-nofsync"):
        ratio_row("W4 write time vs sequential write of its bytes" + (" (fsync per file)" if varve == "varve" else ""),
                  varve, d.fig("W4AppendBench", varve, "write.ms"), "floor",
                  d.fig("W4AppendBench", varve, "floor.ms"), "ms", "<=", 1.5)
    info_row("W4 read rows/s", "varve", d.fig("W4AppendBench", "varve", "read.rows_per_s"), "paimon",
             d.fig("W4AppendBench", "paimon", "read.rows_per_s"), "rows/s")
    ratio_row("PL warm gets/s", "varve", d.gets_rate("varve"), "paimon", d.gets_rate("paimon"), "gets/s", ">=", 10)
    ratio_row("PL warm gets/s", "varve", d.gets_rate("varve"), "rocksdb", d.gets_rate("rocksdb"), "gets/s", ">=", 3)
    ratio_row("PL warm get p99", "varve", d.pl("varve", "get.p99_us"), "rocksdb", d.pl("rocksdb", "get.p99_us"),
              "us", "<=", 1 / 3)
    info_row("PL cold gets/s", "varve", d.gets_rate("varve", False), "paimon", d.gets_rate("paimon", False), "gets/s")
    ratio_row("W5 write() p99.9", "varve", d.fig("W5WriteLatencyBench", "varve", "write_call.p99.9_us"), "paimon",
              d.fig("W5WriteLatencyBench", "paimon", "write_call.p99.9_us"), "us", "<=", 0.5)
    abs_row("W5 write() p99.99", "varve", d.fig("W5WriteLatencyBench", "varve", "write_call.p99.99_us"), "us", "<=", 50)
    info_row("W5 write() max", "varve", d.fig("W5WriteLatencyBench", "varve", "write_call.max_us"), "paimon",
             d.fig("W5WriteLatencyBench", "paimon", "write_call.max_us"), "us")
    for varve in ("varve", "varve-nofsync"):
        ratio_row("checkpoint (flush+commit of 100k rows) median", varve,
                  d.fig("W1UpsertBench", varve, "checkpoint.p50_ms"), "paimon",
                  d.fig("W1UpsertBench", "paimon", "checkpoint.p50_ms"), "ms", "<=", 0.1)
        ratio_row("checkpoint (flush+commit of 100k rows) max", varve,
                  d.fig("W1UpsertBench", varve, "checkpoint.max_ms"), "paimon",
                  d.fig("W1UpsertBench", "paimon", "checkpoint.max_ms"), "ms", "<=", 0.2)
    rows.append(("write-path allocation (gc.alloc.rate.norm, all threads)", "varve",
                 d.gc_norm("WritePathAllocBench", "varve"),
                 "paimon", d.gc_norm("WritePathAllocBench", "paimon"), "B/op", "<=", 0, "abs"))  # issue 3: 0 B/op
    info_row("write() allocation on the writer thread only", "varve",
             d.fig("WritePathAllocBench", "varve", "writer_thread.bytes_per_write"), "paimon",
             d.fig("WritePathAllocBench", "paimon", "writer_thread.bytes_per_write"), "B/op")
    ratio_row("W1 live bytes after compaction is idle", "varve", d.fig("W1UpsertBench", "varve", "idle.live_bytes"),
              "rocksdb", d.fig("W1UpsertBench", "rocksdb", "idle.disk_bytes"), "B", "<=", 1)
    ratio_row("sorted runs per bucket when compaction is idle (fair play)", "varve",
              d.fig("W1UpsertBench", "varve", "idle.max_runs_per_bucket"), "paimon",
              d.fig("W1UpsertBench", "paimon", "idle.max_runs_per_bucket"), "runs", "<=", 1)
    info_row("W1 time until compaction is idle", "varve", d.fig("W1UpsertBench", "varve", "compaction_idle.ms"),
             "paimon", d.fig("W1UpsertBench", "paimon", "compaction_idle.ms"), "ms")
    info_row("W1 bytes on disk under the table", "varve", d.fig("W1UpsertBench", "varve", "idle.disk_bytes"),
             "paimon", d.fig("W1UpsertBench", "paimon", "idle.disk_bytes"), "B")
    for bench, label in (("W1UpsertBench", "W1"), ("W2AggregationBench", "W2"),
                         ("W3LookupChangelogBench", "W3"), ("W4AppendBench", "W4")):
        info_row("%s write CPU µs per row (all JVM threads; noise-robust view)" % label, "varve",
                 d.fig(bench, "varve", "write.cpu_us_per_row"), "paimon",
                 d.fig(bench, "paimon", "write.cpu_us_per_row"), "µs")
    for bench, label in (("W1UpsertBench", "W1"), ("W2AggregationBench", "W2")):
        info_row("%s write CPU µs per row without JIT compile time" % label, "varve",
                 d.fig(bench, "varve", "write.cpu_ex_jit_us_per_row"), "paimon",
                 d.fig(bench, "paimon", "write.cpu_ex_jit_us_per_row"), "µs")
    info_row("W1 merged read CPU µs per row (median of reads 2..k)", "varve",
             d.fig("W1UpsertBench", "varve", "read.cpu_us_per_row"),
             "paimon", d.fig("W1UpsertBench", "paimon", "read.cpu_us_per_row"), "µs")
    info_row("W1 merged read CPU µs per row, first read", "varve",
             d.fig("W1UpsertBench", "varve", "read.first.cpu_us_per_row"),
             "paimon", d.fig("W1UpsertBench", "paimon", "read.first.cpu_us_per_row"), "µs")
    for peer in ("paimon", "rocksdb"):
        info_row("PL warm CPU µs per get", "varve", d.pl("varve", "get.cpu_us_per_row"), peer,
                 d.pl(peer, "get.cpu_us_per_row"), "µs")
    info_row("RocksDB R1 puts/s (WAL off / on)", "rocksdb", d.write_rate("W1UpsertBench", "rocksdb"), "rocksdb-wal",
             d.write_rate("W1UpsertBench", "rocksdb-wal"), "rows/s")
    info_row("W1 full read rows/s vs RocksDB full scan", "varve", d.fig("W1UpsertBench", "varve", "read.rows_per_s"),
             "rocksdb", d.fig("W1UpsertBench", "rocksdb", "read.rows_per_s"), "rows/s")
    return rows


def fmt(v, unit=""):
    if v is None:
        return "—"
    if unit == "B":
        return "%.2f MB" % (v / 1e6)
    if abs(v) >= 1e6:
        return "%.2f M" % (v / 1e6)
    if abs(v) >= 1e4:
        return "%.0f k" % (v / 1e3)
    if abs(v) >= 100:
        return "%.0f" % v
    if abs(v) >= 1:
        return "%.2f" % v
    return "%.3g" % v


def unit_text(unit):
    return "" if unit == "B" else unit


def verdict(row):
    figure, vl, v, pl, p, unit, op, goal, kind = row
    if kind == "info":
        return None, None
    if kind == "abs":
        if v is None:
            return None, "no data"
        ok = v <= goal if op == "<=" else v >= goal
        return None, "met" if ok else "missed"
    if v is None or p is None or p == 0:
        return None, "no data"
    r = v / p
    ok = r <= goal + 1e-12 if op == "<=" else r >= goal - 1e-12
    return r, "met" if ok else "missed"


def goal_text(op, goal, kind, unit):
    if kind == "info":
        return ""
    g = ("%.2f" % goal).rstrip("0").rstrip(".") if goal < 1 else "%g" % goal
    if kind == "abs":
        return "%s %s %s" % (op.replace(">=", "≥").replace("<=", "≤"), g, unit)
    return "Varve ÷ peer %s %s" % (op.replace(">=", "≥").replace("<=", "≤"), g)


def write_md(d, rows, path, run_note):
    out = ["# Varve vs peers", "", run_note, "",
           "Ratios are Varve ÷ peer from the same run on the same machine (shared and noisy: only ratios count).",
           "`varve` runs as shipped (data, manifests and snapshot fsynced at commit); `varve-nofsync` is "
           "`commit.fsync=false`, like for like with Paimon, which never fsyncs.", "",
           "| figure | Varve | value | peer | value | Varve ÷ peer | goal | verdict |",
           "|---|---|---:|---|---:|---:|---|---|"]
    for row in rows:
        figure, vl, v, pl, p, unit, op, goal, kind = row
        r, verd = verdict(row)
        if kind == "info":
            r = v / p if v is not None and p else None
        out.append("| %s | %s | %s %s | %s | %s | %s | %s | %s |" % (
            figure, vl, fmt(v, unit), unit_text(unit) if v is not None else "", pl or "",
            (fmt(p, unit) + " " + unit_text(unit)) if p is not None else ("" if not pl else "—"),
            ("%.3g×" % r) if r is not None else ("" if kind == "abs" else "—"),
            goal_text(op, goal, kind, unit), "**%s**" % verd if verd else "(info)"))
    errs = d.errors()
    out += ["", "## Result checks", ""]
    out += ["- CHECK FAILED: " + e for e in errs] if errs else ["All reads, changelogs and lookups returned the expected results."]
    out += ["", "## Latency percentiles (µs)", "", "| what | engine | p50 | p99 | p99.9 | p99.99 | max |",
            "|---|---|---:|---:|---:|---:|---:|"]
    for bench, prefix, what, where in (("W5WriteLatencyBench", "write_call", "write() call", None),
                                       ("PointLookupBench", "get", "point get (warm)", lambda f: f.get("pass") == "warm"),
                                       ("PointLookupBench", "get", "point get (cold)", lambda f: f.get("pass") == "cold")):
        for engine in ("varve", "paimon", "rocksdb"):
            vals = [d.fig(bench, engine, "%s.%s_us" % (prefix, q), where) for q in ("p50", "p99", "p99.9", "p99.99", "max")]
            if any(x is not None for x in vals):
                out.append("| %s | %s | %s |" % (what, engine, " | ".join(fmt(x) for x in vals)))
    out += ["", "## Checkpoints (ms) and LSM state", "",
            "| workload | engine | checkpoint p50 | max | prepare p50 | commit p50 | runs at last commit | "
            "compaction idle after | runs when idle | live files | levels | live bytes | disk bytes | close |",
            "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|"]
    for bench in ("W1UpsertBench", "W2AggregationBench", "W3LookupChangelogBench", "W4AppendBench"):
        for engine in ("varve", "varve-nofsync", "paimon"):
            if (bench, engine) not in d.figures:
                continue
            g = lambda name: d.fig(bench, engine, name)
            out.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
                bench.replace("Bench", ""), engine, fmt(g("checkpoint.p50_ms")), fmt(g("checkpoint.max_ms")),
                fmt(g("checkpoint.prepare.p50_ms")), fmt(g("checkpoint.commit.p50_ms")),
                fmt(g("last_commit.max_runs_per_bucket")), fmt(g("compaction_idle.ms")),
                fmt(g("idle.max_runs_per_bucket")), fmt(g("idle.live_files")),
                d.text(bench, engine, "idle.levels") or "—", fmt(g("idle.live_bytes"), "B"),
                fmt(g("idle.disk_bytes"), "B"), fmt(g("write.close_ms"))))
    out += ["", "## Machine noise: CPU of each write phase", "",
            "This JVM's CPU (all threads) and what other processes used meanwhile (`/proc/stat`); "
            "compare engines on runs with little foreign CPU, or on CPU per row.", "",
            "| workload | engine | wall s | JVM CPU s | CPU µs/row | foreign CPU s |", "|---|---|---:|---:|---:|---:|"]
    for (bench, engine) in sorted(d.figures):
        if d.fig(bench, engine, "write.wall_s") is None:
            continue
        out.append("| %s | %s | %s | %s | %s | %s |" % (
            bench.replace("Bench", ""), engine, fmt(d.fig(bench, engine, "write.wall_s")),
            fmt(d.fig(bench, engine, "write.cpu_s")), fmt(d.fig(bench, engine, "write.cpu_us_per_row")),
            fmt(d.fig(bench, engine, "write.foreign_cpu_s"))))
    groups = ("writer", "flush", "compact", "compress", "prefetch", "jit", "gc", "other")
    seconds = lambda ms: None if ms is None else ms / 1e3
    rows = [(bench, engine) for (bench, engine) in sorted(d.figures)
            if d.fig(bench, engine, "checkpoint.total_ms") is not None]
    if rows:
        out += ["", "## Where a write phase's CPU and the writer's time went", "",
                "CPU µs per row by thread (`writer` = the benchmark thread: row building, write(), its share of "
                "the flushes, the commit; `compress` = the run writers' page-compression workers; `prefetch` = the "
                "page read-ahead threads, a compaction's next pages read and decompressed), and the "
                "writer's wall time at checkpoints with the part of it the writer spent waiting rather than "
                "running (for flush threads, compaction back-pressure, fsyncs).", "",
                "| workload | engine | " + " | ".join(groups) + " | checkpoints s | writer waiting s |",
                "|---|---|" + "---:|" * (len(groups) + 2)]
        for (bench, engine) in rows:
            g = lambda name: d.fig(bench, engine, name)
            out.append("| %s | %s | %s | %s | %s |" % (
                bench.replace("Bench", ""), engine,
                " | ".join(fmt(g("write.thread_cpu_us_per_row." + x)) for x in groups),
                fmt(seconds(g("checkpoint.total_ms"))), fmt(seconds(g("checkpoint.writer_waiting_ms")))))
    reads = [(bench, engine) for (bench, engine) in sorted(d.figures)
             if d.fig(bench, engine, "read.first.rows_per_s") is not None]
    if reads:
        out += ["", "## Full reads after the write: first read and reads 2..k", "",
                "Each iteration reads its table k times in a row after the write (nothing committed between): "
                "read 1 is the figure of the runs before round 42, the goal uses the median of reads 2..k. "
                "Medians over the measured iterations; CPU = this JVM, all threads (background compaction included).", "",
                "| workload | engine | k | first read rows/s | reads 2..k rows/s | later ÷ first | first CPU µs/row | "
                "later CPU µs/row | first reading-thread CPU µs/row | later reading-thread CPU µs/row | first JIT s | "
                "later JIT s | each read's rows/s (last iteration) |",
                "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"]
        for (bench, engine) in reads:
            g = lambda name: d.fig(bench, engine, name)
            first, later = g("read.first.rows_per_s"), g("read.rows_per_s")
            k = g("read.reads")
            last = d.figures[(bench, engine)][-1]
            each = [last.get("read.%d.rows_per_s" % (i + 1)) for i in range(int(last.get("read.reads", 0) or 0))]
            out.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
                bench.replace("Bench", ""), engine, fmt(k), fmt(first), fmt(later),
                ("%.3g×" % (later / first)) if first and later else "—",
                fmt(g("read.first.cpu_us_per_row")), fmt(g("read.cpu_us_per_row")),
                fmt(g("read.first.calling_thread_cpu_us_per_row")), fmt(g("read.calling_thread_cpu_us_per_row")),
                fmt(g("read.first.jit_s")), fmt(g("read.jit_s")),
                " / ".join(fmt(x) for x in each if x is not None) or "—"))
    w3 = [e for e in ("varve", "paimon") if ("W3LookupChangelogBench", e) in d.figures]
    if w3:
        out += ["", "## W3 changelog", "", "| engine | +I | -U | +U | -D |", "|---|---:|---:|---:|---:|"]
        for engine in w3:
            out.append("| %s | %s |" % (engine, " | ".join(
                fmt(d.fig("W3LookupChangelogBench", engine, "changelog." + k)) for k in ("+I", "-U", "+U", "-D"))))
    out += ["", "## Allocation per write() call (`-prof gc`, gc.alloc.rate.norm of WritePathAllocBench)", "",
            "Single-shot benchmarks also report gc.alloc.rate.norm in peers.json, but that includes their "
            "iteration set-up and tear-down (table creation, reads), so only the per-call benchmark is shown.", "",
            "| benchmark | engine | B/op | ns/op |", "|---|---|---:|---:|"]
    for (bench, engine), j in sorted(d.jmh.items()):
        if j["gc_norm"] is None or j["unit"] == "s/op":
            continue
        out.append("| %s | %s | %s | %s |" % (bench, engine, fmt(j["gc_norm"]), fmt(j["score"])))
    out += ["", "## JMH primary scores", "", "| benchmark | engine | n | score | unit |", "|---|---|---:|---:|---|"]
    for (bench, engine), j in sorted(d.jmh.items()):
        out.append("| %s | %s | %s | %s | %s |" % (bench, engine, j["n"], fmt(j["score"]), j["unit"]))
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def write_svg(d, rows, path):
    bars = []
    for row in rows:
        figure, vl, v, pl, p, unit, op, goal, kind = row
        r, verd = verdict(row)
        if kind != "ratio":
            continue
        bars.append(("%s (%s ÷ %s)" % (figure, vl, pl), r, goal, op, verd))
    lat = []
    for engine in ("varve", "paimon", "rocksdb"):
        vals = [d.fig("W5WriteLatencyBench", engine, "write_call.%s_us" % q) for q in ("p50", "p99", "p99.9", "p99.99", "max")]
        lat.append((engine, vals))
    width, left, right = 1100, 470, 40
    plot_w = width - left - right
    bar_h, gap, top = 18, 6, 50
    h1 = top + len(bars) * (bar_h + gap) + 40
    lo, hi = -2.0, 2.0  # log10 range of ratios: 0.01x .. 100x

    def x_of(ratio):
        lr = min(max(math.log10(ratio), lo), hi)
        return left + (lr - lo) / (hi - lo) * plot_w

    svg = []
    lat_h = 320
    height = h1 + lat_h
    svg.append('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">'
               % (width, height))
    svg.append('<rect width="100%" height="100%" fill="white"/>')
    svg.append('<text x="10" y="22" font-size="16" font-weight="bold">Varve ÷ peer (log scale); '
               'black tick = goal; green = met, red = missed</text>')
    for t in (0.01, 0.1, 1, 10, 100):
        x = x_of(t)
        svg.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#ccc"/>' % (x, top - 10, x, h1 - 30))
        svg.append('<text x="%.1f" y="%d" text-anchor="middle" fill="#555">%g×</text>' % (x, h1 - 15, t))
    for i, (label, r, goal, op, verd) in enumerate(bars):
        y = top + i * (bar_h + gap)
        svg.append('<text x="%d" y="%d" text-anchor="end">%s</text>' % (left - 8, y + bar_h - 5, esc(label)))
        if r is not None and r > 0:
            x0, x1 = x_of(1), x_of(r)
            color = "#2e8b57" if verd == "met" else "#cd3333"
            svg.append('<rect x="%.1f" y="%d" width="%.1f" height="%d" fill="%s"/>'
                       % (min(x0, x1), y, max(abs(x1 - x0), 1), bar_h, color))
            svg.append('<text x="%.1f" y="%d" fill="#000">%.3g×</text>' % (max(x0, x1) + 4, y + bar_h - 5, r))
        else:
            svg.append('<text x="%.1f" y="%d" fill="#999">no data</text>' % (x_of(1) + 4, y + bar_h - 5))
        gx = x_of(goal)
        svg.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="black" stroke-width="3"/>'
                   % (gx, y - 2, gx, y + bar_h + 2))
    # latency percentiles of write() calls, grouped bars on a log axis 0.1 us .. 100 ms
    y0 = h1 + 20
    svg.append('<text x="10" y="%d" font-size="16" font-weight="bold">W5 write() call latency (µs, log scale)</text>' % y0)
    ptop, pbot = y0 + 20, y0 + lat_h - 60
    pleft, pright = 80, width - 160
    llo, lhi = -1.0, 5.0

    def y_of(us):
        lv = min(max(math.log10(us), llo), lhi) if us and us > 0 else llo
        return pbot - (lv - llo) / (lhi - llo) * (pbot - ptop)

    for t in (0.1, 1, 10, 100, 1000, 10000, 100000):
        yy = y_of(t)
        svg.append('<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#ddd"/>' % (pleft, yy, pright, yy))
        svg.append('<text x="%d" y="%.1f" text-anchor="end" fill="#555">%g</text>' % (pleft - 6, yy + 4, t))
    colors = {"varve": "#2e6fbd", "paimon": "#e08a1e", "rocksdb": "#7a7a7a"}
    groups = ("p50", "p99", "p99.9", "p99.99", "max")
    gw = (pright - pleft) / len(groups)
    bw = gw / 4
    for gi, q in enumerate(groups):
        gx = pleft + gi * gw
        svg.append('<text x="%.1f" y="%d" text-anchor="middle">%s</text>' % (gx + gw / 2, pbot + 18, q))
        for ei, (engine, vals) in enumerate(lat):
            v = vals[gi]
            if v is None:
                continue
            x = gx + bw * (ei + 0.5)
            yy = y_of(v)
            svg.append('<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"/>'
                       % (x, yy, bw * 0.9, max(pbot - yy, 1), colors[engine]))
    for ei, (engine, _) in enumerate(lat):
        svg.append('<rect x="%d" y="%d" width="12" height="12" fill="%s"/>' % (pright + 20, ptop + ei * 20, colors[engine]))
        svg.append('<text x="%d" y="%d">%s</text>' % (pright + 38, ptop + ei * 20 + 11, engine))
    svg.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(svg) + "\n")


def main(argv):
    if len(argv) != 5:
        sys.stderr.write(__doc__)
        return 2
    jmh = load_jmh(argv[1])
    figures = load_figures(argv[2])
    d = Data(jmh, figures)
    rows = rows_of_goals(d)
    note = "Row counts in this run: %s." % ", ".join("%s=%s" % (b, j["n"]) for (b, e), j in sorted(jmh.items())
                                                   if e == "varve" and j["n"])
    write_md(d, rows, argv[3], note)
    write_svg(d, rows, argv[4])
    met = sum(1 for r in rows if verdict(r)[1] == "met")
    missed = sum(1 for r in rows if verdict(r)[1] == "missed")
    print("peers summary: %d goals met, %d missed, %d failed checks -> %s, %s"
          % (met, missed, len(d.errors()), argv[3], argv[4]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
