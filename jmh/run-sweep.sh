#!/usr/bin/env bash
# Compaction-trigger sweep (issue 9 item 4): Varve's W1 table for every
# num-sorted-run.compaction-trigger x compaction.size-ratio (stop trigger = trigger + 3).
#
#   jmh/run-sweep.sh [--quick] [--no-build]
#
# Builds jmh/target/benchmarks.jar, runs dev.varve.jmh.CompactionSweep (one JVM, every round runs
# every setting in a shuffled order after a shared warm-up; CompactionSweepBench is the same rep
# as a JMH benchmark, one fork per setting), and writes jmh/target/compaction-sweep.md (each
# figure as a ratio to the default, trigger 5 / ratio 1, taken within each round, median over
# rounds; then the absolute medians of this run) and jmh/target/compaction-sweep.json (the same
# per setting, plus every rep's figures). Raw figures: jmh/target/sweep-extra.jsonl; log: sweep.log.
# --quick: N = 300 000 rows, a checkpoint every 10 000 rows (30), 2 warm-up rounds of 3 settings,
# 3 rounds, 20 000 lookups; meant to finish in < 10 min on 2 cores.
# Full: N = 1 000 000, a checkpoint every 20 000 rows (50, W1's count), 5 rounds, 100 000 lookups.
# Environment: PEERS_TMP (scratch directory for tables), PEERS_MVN_FLAGS (e.g. -o),
# SWEEP_ARGS (extra key=value arguments, e.g. "triggers=3,5 fsync=true"; later ones win).
set -euo pipefail

script=run-sweep.sh
help_lines='2,16p'
# shellcheck source=jmh/bench-common.sh
source "$(dirname "$0")/bench-common.sh"
rm -f "$out/sweep-extra.jsonl" "$out/sweep.log" "$out/compaction-sweep.md" "$out/compaction-sweep.json"
export PEERS_EXTRA="$out/sweep-extra.jsonl"

if [[ $quick == 1 ]]; then
  sizes=(rows=300000 commitRows=10000 warmupRows=300000 warmupRounds=2 rounds=3 lookups=20000)
else
  sizes=(rows=1000000 commitRows=20000 warmupRows=300000 warmupRounds=2 rounds=5 lookups=100000)
fi

# run from a copy, so a rebuild during the sweep cannot pull classes from under the running JVM
cp "$jar" "$out/sweep-benchmarks.jar"
echo "== CompactionSweep ($(date +%H:%M:%S))"
# shellcheck disable=SC2086
java --add-exports=java.base/jdk.internal.misc=ALL-UNNAMED --add-opens=java.base/java.nio=ALL-UNNAMED -XX:ThreadPriorityPolicy=1 -XX:JavaPriority1_To_OSPriority=19 \
  -Xmx4g -XX:MaxDirectMemorySize=4g -cp "$out/sweep-benchmarks.jar" dev.varve.jmh.CompactionSweep "${sizes[@]}" ${SWEEP_ARGS:-} \
  >>"$out/sweep.log" 2>&1 || echo "run-sweep.sh: the sweep failed (see $out/sweep.log)" >&2
echo "== done ($(date +%H:%M:%S))"
grep -h '^\[check failed\]' "$out/sweep.log" || true
python3 "$root/jmh/sweep-summary.py" "$out/compaction-sweep.md" "$out/compaction-sweep.json" "$out/sweep-extra.jsonl"
echo "== $out/compaction-sweep.md"
