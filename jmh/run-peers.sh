#!/usr/bin/env bash
# Side-by-side peers suite (../shared/docs/BENCHMARKS.md): Varve vs Apache Paimon 1.4.2 vs RocksDB.
#
#   jmh/run-peers.sh [--quick] [--no-build]
#
# Builds jmh/target/benchmarks.jar, runs every workload group in its own JMH invocation (forked
# JVMs with the flags of DEPENDENCIES.md §7, -prof gc), merges JMH's JSON into
# jmh/target/peers.json, and writes jmh/target/peers.md (figures, Varve ÷ peer ratios, goals,
# met/missed) and jmh/target/peers.svg (ratio bars and write() latency percentiles).
# Figures JMH's primary score does not carry come from the side-car jmh/target/peers-extra.jsonl.
# --quick: smaller N (1 000 000 / 300 000), one measured iteration; meant to finish in < 10 min
# on 2 cores. The full run: N = 5 000 000 (W3: 2 500 000), warm-up on 300 000 rows, 3 reps.
# Environment: PEERS_TMP (scratch directory for tables, default $TMPDIR/varve-peers),
# PEERS_MVN_FLAGS (extra Maven flags, e.g. -o), PEERS_JMH_FLAGS (extra JMH flags).
set -euo pipefail

script=run-peers.sh
help_lines='2,16p'
# shellcheck source=jmh/bench-common.sh
source "$(dirname "$0")/bench-common.sh"
rm -f "$out"/peers-part-*.json "$out/peers.json" "$out/peers-extra.jsonl" "$out/peers.log"
export PEERS_EXTRA="$out/peers-extra.jsonl"

# The machine is shared: another JMH run may hold JMH's lock; the figures are ratios within this
# run anyway, so the lock is not a reason to stop.
jmh_common=(-Djmh.ignoreLock=true -jar "$jar" -f 1 -prof gc)

part=0
run_group() { # name, then JMH arguments
  local name="$1"; shift
  part=$((part + 1))
  echo "== $name ($(date +%H:%M:%S))"
  # shellcheck disable=SC2086
  java "${jmh_common[@]}" "$@" ${PEERS_JMH_FLAGS:-} -rf json -rff "$out/peers-part-$part.json" \
    >>"$out/peers.log" 2>&1 || echo "run-peers.sh: $name failed (see $out/peers.log)" >&2
}

if [[ $quick == 1 ]]; then
  big=1000000; small=300000; warm=100000; its=1; lookups=100000; allocTime=5s
  run_group W1 'W1UpsertBench' -p n=$big -p warmupRows=$warm -wi 1 -i $its -p engine=varve,varve-nofsync,paimon,rocksdb
  run_group W2 'W2AggregationBench' -p n=$small -p warmupRows=$warm -wi 1 -i $its
  run_group W3 'W3LookupChangelogBench' -p n=$small -p warmupRows=$warm -wi 1 -i $its
  run_group W4 'W4AppendBench' -p n=$big -p warmupRows=$warm -wi 1 -i $its
  run_group W5 'W5WriteLatencyBench' -p n=$small -p warmupRows=$warm -wi 1 -i $its
  run_group PL 'PointLookupBench' -p n=$small -p lookups=$lookups -wi 0 -i 2
  run_group ALLOC 'WritePathAllocBench' -p n=$small -wi 1 -w $allocTime -i 1 -r $allocTime
else
  run_group W1 'W1UpsertBench' -p n=5000000 -p warmupRows=300000 -wi 1 -i 3
  run_group W2 'W2AggregationBench' -p n=5000000 -p warmupRows=300000 -wi 1 -i 3
  run_group W3 'W3LookupChangelogBench' -p n=2500000 -p warmupRows=300000 -wi 1 -i 3
  run_group W4 'W4AppendBench' -p n=5000000 -p warmupRows=300000 -wi 1 -i 3
  run_group W5 'W5WriteLatencyBench' -p n=5000000 -p warmupRows=300000 -wi 1 -i 3
  run_group PL 'PointLookupBench' -p n=5000000 -p lookups=1000000 -wi 0 -i 3
  run_group ALLOC 'WritePathAllocBench' -p n=1000000 -wi 1 -w 10s -i 3 -r 10s
fi

python3 - "$out" <<'PY'
import glob, json, os, sys
out = sys.argv[1]
merged = []
for p in sorted(glob.glob(os.path.join(out, "peers-part-*.json")), key=lambda p: int(p.rsplit("-", 1)[1][:-5])):
    try:
        with open(p) as f:
            merged.extend(json.load(f))
    except (ValueError, OSError) as e:
        print("run-peers.sh: skipping %s: %s" % (p, e), file=sys.stderr)
with open(os.path.join(out, "peers.json"), "w") as f:
    json.dump(merged, f, indent=2)
PY
rm -f "$out"/peers-part-*.json
grep -h '^\[check failed\]' "$out/peers.log" || true
python3 "$root/jmh/peers-summary.py" "$out/peers.json" "$out/peers-extra.jsonl" "$out/peers.md" "$out/peers.svg"
