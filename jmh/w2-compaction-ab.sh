#!/bin/bash
# w241 (round 41): alternating A/B of W2's compaction CPU, forks of base and new jars (copies of
# jmh/target/benchmarks.jar built before and after a change) as $OUT/base.jar and $OUT/new.jar (OUT: /tmp/w241).
# Side-cars: $OUT/w2_<arm>.jsonl (W2AggregationBench, N rows, -wi 1 -i 2: W2's compactions are the same in every
# iteration, so CPU per compacted row compares like with like) and $OUT/cma_<arm>.jsonl (CompactMergeBench of the
# aggregation table, 4 runs of 200 000 rows, -wi 3 -i 5). ROUNDS (3), N (2 M), WHAT ("w2 cm"), GC ("" or "-prof gc").
# Summary: python3 jmh/w2-compaction-abstat.py $OUT
F="--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED -XX:ThreadPriorityPolicy=1 -XX:JavaPriority1_To_OSPriority=19 --add-opens=java.base/java.nio=ALL-UNNAMED -Xmx4g -XX:MaxDirectMemorySize=4g"
ROUNDS=${ROUNDS:-3}
N=${N:-2000000}
WHAT=${WHAT:-w2 cm}
OUT=${OUT:-/tmp/w241}; mkdir -p $OUT; cd $OUT
for r in $(seq 1 $ROUNDS); do
  if [ $((r % 2)) = 1 ]; then order="base new"; else order="new base"; fi
  for j in $order; do
    JAR=$OUT/$j.jar
    for w in $WHAT; do
      echo "== round $r $j $w $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)"
      if [ $w = w2 ]; then
        PEERS_EXTRA=$OUT/w2_$j.jsonl java -Djmh.ignoreLock=true -jar $JAR W2AggregationBench -p engine=varve -p n=$N -p warmupRows=300000 -f 1 -wi 1 -i 2 $GC -jvmArgsAppend "$F" 2>&1 | grep -E "Iteration|Result|check|gc.alloc.rate.norm" | tail -6
      else
        PEERS_EXTRA=$OUT/cma_$j.jsonl java -Djmh.ignoreLock=true -jar $JAR CompactMergeBench -p runs=4 -p mergeEngine=aggregation -f 1 -wi 3 -i 5 $GC 2>&1 | grep -E "Iteration|Result|gc.alloc.rate.norm" | tail -4
      fi
    done
  done
done
echo ALLDONE
