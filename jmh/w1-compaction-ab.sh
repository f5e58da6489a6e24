#!/bin/bash
# cw40 (round 40): alternating A/B of W1's compaction CPU, forks of base and new jars (copies of
# jmh/target/benchmarks.jar built before and after a change) as $OUT/base.jar and $OUT/new.jar (OUT: /tmp/cw40).
# Side-cars: $OUT/ab_<arm>.jsonl (W1UpsertBench, N rows, -wi 1 -i 3) and $OUT/cm_<arm>.jsonl (CompactMergeBench,
# 5 runs of 200 000 rows, -wi 3 -i 5). ROUNDS (3), N (2 M), WHAT ("w1 cm"). Summary: python3 jmh/w1-compaction-abstat.py $OUT
F="--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED -XX:ThreadPriorityPolicy=1 -XX:JavaPriority1_To_OSPriority=19 --add-opens=java.base/java.nio=ALL-UNNAMED -Xmx4g -XX:MaxDirectMemorySize=4g"
ROUNDS=${ROUNDS:-3}
N=${N:-2000000}
WHAT=${WHAT:-w1 cm}
OUT=${OUT:-/tmp/cw40}; mkdir -p $OUT; cd $OUT
for r in $(seq 1 $ROUNDS); do
  if [ $((r % 2)) = 1 ]; then order="base new"; else order="new base"; fi
  for j in $order; do
    JAR=$OUT/$j.jar
    for w in $WHAT; do
      echo "== round $r $j $w $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)"
      if [ $w = w1 ]; then
        PEERS_EXTRA=$OUT/ab_$j.jsonl java -Djmh.ignoreLock=true -jar $JAR W1UpsertBench -p engine=varve -p n=$N -p warmupRows=300000 -f 1 -wi 1 -i 3 -jvmArgsAppend "$F" 2>&1 | grep -E "Iteration|Result|check" | tail -6
      else
        PEERS_EXTRA=$OUT/cm_$j.jsonl java -Djmh.ignoreLock=true -jar $JAR CompactMergeBench -p runs=5 -f 1 -wi 3 -i 5 2>&1 | grep -E "Iteration|Result" | tail -3
      fi
    done
  done
done
echo ALLDONE
