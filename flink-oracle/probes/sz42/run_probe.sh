#!/bin/bash
# Sweep 42 sz: Paimon 1.4.2's ORC (lz4 / zstd / none) and Avro files of gen_small42.py's tables through SizeProbe41,
# each file dissected (OrcDissect). Usage: run_probe.sh OUTDIR SEED 'OPTS' [SCHEMAS]
set -e
D=$1; S=$2; O=$3; SCH=$4
M=~/.m2/repository
CP=$M/org/apache/paimon/paimon-bundle/1.4.2/paimon-bundle-1.4.2.jar:$M/org/apache/hadoop/hadoop-client-api/3.4.1/hadoop-client-api-3.4.1.jar:$M/org/apache/hadoop/hadoop-client-runtime/3.4.1/hadoop-client-runtime-3.4.1.jar:$M/org/slf4j/slf4j-api/1.7.36/slf4j-api-1.7.36.jar:$M/org/lz4/lz4-java/1.8.0/lz4-java-1.8.0.jar
H=$(cd $(dirname $0); pwd)
mkdir -p $D /tmp/sz42sp
[ -f /tmp/sz42sp/OrcDissect.class ] || javac -cp $CP -d /tmp/sz42sp $H/../sz41/SizeProbe41.java $H/OrcDissect.java $H/AvroDissect.java
python3 $H/gen_small42.py $D/g$S $S "$O" $SCH
rm -rf $D/w$S
java -cp /tmp/sz42sp:$CP SizeProbe41 $D/g$S.spec $D/w$S > $D/g$S.out
cut -d' ' -f1-3 $D/g$S.out > $D/g$S.sizes
