#!/usr/bin/env python3
"""Summarise a compaction-trigger sweep: the figures side-car -> Markdown table and JSON.

Usage: sweep-summary.py OUT_MD OUT_JSON FIGURES_JSONL [FIGURES_JSONL ...]

Several side-car files (runs of the same sweep) are pooled: their rounds are kept apart (the
rounds of the i-th file are numbered from 1000 * i + 1), so every ratio is still taken within a
round.

Every setting (trigger, size ratio) is one row. Timed figures are ratios to the default setting
(trigger 5, size ratio 1) taken within each round (the reps of a round ran close in time, with the
same compiled code), then the median over rounds; counted figures (sorted runs, write
amplification) are medians of the values. A second table gives this run's absolute medians, for
orientation only (the machine is shared and noisy). Standard library only.
"""
import json
import statistics
import sys
from collections import defaultdict

DEFAULT = (5, 1)

# (key, header, kind): kind "rate" = higher is better, "cost" = lower is better (both as ratios to
# the default); "value" = the median value itself.
HEADLINE = [
    ("write_idle.cpu_us_per_row", "CPU per row", "cost"),
    ("write.rows_per_s", "write rows/s", "rate"),
    ("write_idle.rows_per_s", "write + idle rows/s", "rate"),
    ("checkpoint.max_ms", "checkpoint max", "cost"),
    ("runs_per_bucket.mean", "runs/bucket mean", "value"),
    ("runs_per_bucket.max", "runs/bucket max", "value"),
    ("write_amplification", "write amp.", "value"),
    ("bytes.written", "bytes written", "cost"),
    ("scan.last_commit.rows_per_s", "scan @ last commit", "rate"),
    ("scan.idle.rows_per_s", "scan @ idle", "rate"),
    ("get.warm.per_s", "gets/s @ idle", "rate"),
]

ABSOLUTE = [
    ("write.rows_per_s", "write rows/s", "{:,.0f}"),
    ("write_idle.rows_per_s", "write+idle rows/s", "{:,.0f}"),
    ("write_idle.cpu_us_per_row", "CPU µs/row", "{:.2f}"),
    ("compaction_idle.ms", "idle ms", "{:,.0f}"),
    ("checkpoint.p50_ms", "ckpt p50 ms", "{:,.0f}"),
    ("checkpoint.max_ms", "ckpt max ms", "{:,.0f}"),
    ("runs_per_bucket.mean", "runs mean", "{:.2f}"),
    ("runs_per_bucket.max", "runs max", "{:.0f}"),
    ("idle.max_runs_per_bucket", "runs @ idle", "{:.0f}"),
    ("bytes.flushed", "flushed MB", "MB"),
    ("bytes.written", "written MB", "MB"),
    ("idle.live_bytes", "live MB", "MB"),
    ("write_amplification", "written ÷ flushed", "{:.2f}"),
    ("written_per_live", "written ÷ live", "{:.2f}"),
    ("scan.last_commit.rows_per_s", "scan @ last commit rows/s", "{:,.0f}"),
    ("scan.idle.rows_per_s", "scan @ idle rows/s", "{:,.0f}"),
    ("get.cold.per_s", "gets/s cold", "{:,.0f}"),
    ("get.warm.per_s", "gets/s warm", "{:,.0f}"),
    ("write.foreign_cpu_s", "foreign CPU s (write)", "{:.1f}"),
]


def load(paths):
    reps = []
    for i, path in enumerate(paths):
        with open(path) as f:
            for line in f:
                line = line.strip()
                if line:
                    r = json.loads(line)
                    if r["iteration"] > 0:
                        r["iteration"] += 1000 * i
                    reps.append(r)
    return reps


def num(x):
    return x if isinstance(x, (int, float)) and not isinstance(x, bool) else None


def summarise(reps):
    by_setting = defaultdict(dict)  # (trigger, ratio) -> round -> figures
    errors = []
    for r in reps:
        f = r["figures"]
        if "check.error" in f:
            errors.append("%s %s: %s" % (r["engine"], "warm-up (%s rows)" % r["n"] if r["iteration"] <= 0
                                         else "round %s" % r["iteration"], f["check.error"]))
        if r["iteration"] <= 0:
            continue  # warm-up: checked, not measured
        key = (int(f["trigger"]), int(f["size_ratio"]))
        by_setting[key][r["iteration"]] = f
    default = by_setting.get(DEFAULT, {})
    settings = []
    for key in sorted(by_setting):
        rounds = by_setting[key]
        row = {"trigger": key[0], "size_ratio": key[1], "label": "trigger=%d,ratio=%d" % key,
               "rounds": len(rounds), "stop_trigger": next(iter(rounds.values())).get("stop_trigger"),
               "ratios": {}, "medians": {}}
        names = set()
        for f in rounds.values():
            names.update(n for n, v in f.items() if num(v) is not None)
        for n in sorted(names):
            vals = [num(f.get(n)) for f in rounds.values() if num(f.get(n)) is not None]
            if vals:
                row["medians"][n] = statistics.median(vals)
            ratios = []
            for rnd, f in rounds.items():
                d = default.get(rnd, {})
                x, y = num(f.get(n)), num(d.get(n))
                if x is not None and y:
                    ratios.append(x / y)
            if ratios:
                row["ratios"][n] = statistics.median(ratios)
        settings.append(row)
    return settings, errors


def cell(row, key, kind):
    if kind == "value":
        v = row["medians"].get(key)
        return "—" if v is None else ("%.2f" % v if isinstance(v, float) and v != int(v) else "%d" % v)
    v = row["ratios"].get(key)
    return "—" if v is None else "%.2f×" % v


def winners(settings):
    """For each headline figure, the settings within 5 % of the best."""
    out = []
    for key, header, kind in HEADLINE:
        src = "medians" if kind == "value" else "ratios"
        vals = [(s[src][key], s["label"]) for s in settings if key in s[src]]
        if not vals:
            continue
        higher = kind == "rate"
        best = max(v for v, _ in vals) if higher else min(v for v, _ in vals)
        near = [lbl for v, lbl in vals if (v >= best * 0.95 if higher else v <= best * 1.05 + 1e-12)]
        out.append("- **%s** (%s is better): best %s%s" % (
            header, "higher" if higher else "lower", ", ".join(near[:6]), " …" if len(near) > 6 else ""))
    return out


def markdown(settings, errors, reps):
    reps = [r for r in reps if r["iteration"] > 0] or reps
    first = reps[0]["figures"] if reps else {}
    rounds = max((s["rounds"] for s in settings), default=0)
    lines = ["# Compaction-trigger sweep", "",
             "Varve, W1 table (PK k, 4 buckets, deduplicate), W1 data set rows 0 .. %s, a checkpoint every %s "
             "rows, commit.fsync=%s; stop trigger = trigger + 3, max size amplification 200 %%; %d round(s) "
             "(from %d run(s)), settings shuffled within each round." % (
                 "{:,}".format(int(reps[0]["n"]) - 1) if reps else "?", "{:,}".format(int(first.get("commit_rows", 0))),
                 first.get("fsync", "?"), rounds, len({r["iteration"] // 1000 for r in reps})), "",
             "Ratios to the default (trigger 5, size ratio 1) within each round, median over rounds "
             "(rates: > 1 is faster; CPU, checkpoint max, bytes written: < 1 is less). CPU per row is this "
             "JVM's CPU time (writer, flush and compaction threads) from the first write until compaction "
             "is idle, ÷ rows: the write cost least disturbed by other processes. Scans are the best of 2 "
             "passes, gets/s the best of 3 warm passes. Sorted runs per "
             "bucket (at the end of every write checkpoint) and write amplification (bytes written by "
             "flushes and compactions ÷ bytes flushed) are medians of the values.", ""]
    head = ["trigger", "size ratio", "stop"] + [h for _, h, _ in HEADLINE]
    lines.append("| " + " | ".join(head) + " |")
    lines.append("|" + "---:|" * len(head))
    for s in settings:
        mark = "**" if (s["trigger"], s["size_ratio"]) == DEFAULT else ""
        lines.append("| " + " | ".join(
            [mark + str(s["trigger"]) + mark, mark + str(s["size_ratio"]) + mark, str(s["stop_trigger"])]
            + [cell(s, k, kind) for k, _, kind in HEADLINE]) + " |")
    lines += ["", "Best per figure (within 5 %):", ""] + winners(settings)
    lines += ["", "## Absolute medians of this run (orientation only: shared, noisy machine)", ""]
    head = ["trigger", "size ratio"] + [h for _, h, _ in ABSOLUTE]
    lines.append("| " + " | ".join(head) + " |")
    lines.append("|" + "---:|" * len(head))
    for s in settings:
        cells = [str(s["trigger"]), str(s["size_ratio"])]
        for k, _, fmt in ABSOLUTE:
            v = s["medians"].get(k)
            if v is None:
                cells.append("—")
            elif fmt == "MB":
                cells.append("%.1f" % (v / 1e6))
            else:
                cells.append(fmt.format(v))
        lines.append("| " + " | ".join(cells) + " |")
    lines += ["", "## Checks", ""]
    lines += (["**Failed checks** (a rep whose read or lookups returned wrong rows; its figures stay, marked):", ""]
              + ["- " + e for e in errors] if errors else
              ["Every merged read and point lookup (warm-up reps included) returned the expected rows; "
               "compaction became idle in every rep."])
    return "\n".join(lines) + "\n"


def main(argv):
    if len(argv) < 4:
        sys.exit("usage: sweep-summary.py OUT_MD OUT_JSON FIGURES_JSONL [FIGURES_JSONL ...]")
    reps = load(argv[3:])
    if not reps:
        sys.exit("sweep-summary.py: no figures in %s (did the sweep run?)" % ", ".join(argv[3:]))
    settings, errors = summarise(reps)
    with open(argv[1], "w") as f:
        f.write(markdown(settings, errors, reps))
    with open(argv[2], "w") as f:
        json.dump({"default": "trigger=%d,ratio=%d" % DEFAULT, "settings": settings, "errors": errors,
                   "reps": reps}, f, indent=2)


if __name__ == "__main__":
    main(sys.argv)
