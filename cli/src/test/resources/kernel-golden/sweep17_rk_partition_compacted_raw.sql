-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run CALL sys.compact or $files
-- partitioned input-producer table, partition x compacted by CALL sys.compact (one top file: raw, +I), partition y two level-0 files (merged, +U): streaming initial kinds per bucket, also with scan.partitions
CREATE TABLE t (p STRING, k INT, v STRING, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES +I('x', 1, 'a'), +I('y', 1, 'a');
INSERT INTO t VALUES +U('x', 1, 'a2'), +U('y', 1, 'a2');
CALL sys.compact(`table` => 'default.t', `partitions` => 'p=x');
SELECT `partition`, level, record_count FROM t$files;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t;
SELECT * FROM t /*+ OPTIONS('scan.partitions' = 'p=y') */;
