#!/bin/bash
# Alternating A/B of a write workload's compaction CPU (cw40 round 40 for W1, w241 round 41 for W2): forks of base
# and new jars (copies of jmh/target/benchmarks.jar built before and after a change) as $OUT/base.jar and
# $OUT/new.jar, one fork of each jar per round in alternating order. WHAT picks the benchmarks, each with its side-car:
#   w1  W1UpsertBench, N rows, -wi 1 -i 3                               -> $OUT/ab_<arm>.jsonl
#   cm  CompactMergeBench, 5 runs of 200 000 rows, -wi 3 -i 5            -> $OUT/cm_<arm>.jsonl
#   w2  W2AggregationBench, N rows, -wi 1 -i 2 (W2's compactions are the same in every iteration) -> $OUT/w2_<arm>.jsonl
#   cma CompactMergeBench of the aggregation table, 4 runs, -wi 3 -i 5   -> $OUT/cma_<arm>.jsonl
#   wp  WritePathAllocBench (W1's table, pre-built rows, -wi 1 -i 3 of 10 s): the writer thread's own CPU per write
#       -> $OUT/wp_<arm>.jsonl (summary: python3 jmh/writer-abstat.py $OUT)
# ROUNDS (3), N (2 M), WHAT ("w1 cm"), OUT (/tmp/compaction-ab), GC ("" or "-prof gc"), BASE_FLAGS / NEW_FLAGS (JVM flags
# of one arm's forks, e.g. NEW_FLAGS=-Dvarve.compaction.prefetch-pages=true with one jar copied as both: an A/B of a switch).
# Summary: python3 jmh/compaction-abstat.py $OUT w1   (or w2). jmh/w1-compaction-ab.sh / w2-compaction-ab.sh set the defaults.
F="--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED -XX:ThreadPriorityPolicy=1 -XX:JavaPriority1_To_OSPriority=19 --add-opens=java.base/java.nio=ALL-UNNAMED -Xmx4g -XX:MaxDirectMemorySize=4g"
ROUNDS=${ROUNDS:-3}
N=${N:-2000000}
WHAT=${WHAT:-w1 cm}
OUT=${OUT:-/tmp/compaction-ab}; mkdir -p $OUT; cd $OUT
for r in $(seq 1 $ROUNDS); do
  if [ $((r % 2)) = 1 ]; then order="base new"; else order="new base"; fi
  for j in $order; do
    JAR=$OUT/$j.jar
    if [ $j = base ]; then AF="$F $BASE_FLAGS"; else AF="$F $NEW_FLAGS"; fi
    for w in $WHAT; do
      echo "== round $r $j $w $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)"
      case $w in
        w1) PEERS_EXTRA=$OUT/ab_$j.jsonl java -Djmh.ignoreLock=true -jar $JAR W1UpsertBench -p engine=varve -p n=$N -p warmupRows=300000 -f 1 -wi 1 -i 3 $GC -jvmArgsAppend "$AF" 2>&1 | grep -E "Iteration|Result|check|gc.alloc.rate.norm" | tail -6 ;;
        w2) PEERS_EXTRA=$OUT/w2_$j.jsonl java -Djmh.ignoreLock=true -jar $JAR W2AggregationBench -p engine=varve -p n=$N -p warmupRows=300000 -f 1 -wi 1 -i 2 $GC -jvmArgsAppend "$AF" 2>&1 | grep -E "Iteration|Result|check|gc.alloc.rate.norm" | tail -6 ;;
        cm) PEERS_EXTRA=$OUT/cm_$j.jsonl java -Djmh.ignoreLock=true -jar $JAR CompactMergeBench -p runs=5 -f 1 -wi 3 -i 5 $GC -jvmArgsAppend "$AF" 2>&1 | grep -E "Iteration|Result|gc.alloc.rate.norm" | tail -4 ;;
        cma) PEERS_EXTRA=$OUT/cma_$j.jsonl java -Djmh.ignoreLock=true -jar $JAR CompactMergeBench -p runs=4 -p mergeEngine=aggregation -f 1 -wi 3 -i 5 $GC -jvmArgsAppend "$AF" 2>&1 | grep -E "Iteration|Result|gc.alloc.rate.norm" | tail -4 ;;
        wp) PEERS_EXTRA=$OUT/wp_$j.jsonl java -Djmh.ignoreLock=true -jar $JAR WritePathAllocBench -p engine=varve -p n=1000000 -f 1 -wi 1 -w 10s -i 3 -r 10s $GC -jvmArgsAppend "$AF" 2>&1 | grep -E "Iteration|Result|gc.alloc.rate.norm" | tail -5 ;;
        *) echo "unknown WHAT item '$w' (w1, cm, w2, cma, wp)" >&2; exit 2 ;;
      esac
    done
  done
done
echo ALLDONE
