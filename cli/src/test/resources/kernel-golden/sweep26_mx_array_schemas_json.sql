-- fuzz cross-feature seed 1005 (aggregation, full-compaction, dynamic bucket, agg lv/co)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 26 mx, probes/mix26); the Java-API interpreter runs no $buckets / $schemas reads, procedures or column MODIFY
-- sweep 26 mx: $schemas prints an ARRAY column's type as Paimon's JSON object {"type":"ARRAY","element":"INT"} (expected output: Flink + Paimon 1.4.2)
CREATE TABLE t (k INT, v STRING, n INT, lv STRING, co ARRAY<INT>, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1', 'merge-engine' = 'aggregation', 'changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '1', 'fields.n.aggregate-function' = 'sum', 'consumer.expiration-time' = '1 d', 'fields.lv.aggregate-function' = 'last_non_null_value', 'fields.co.aggregate-function' = 'collect');
INSERT INTO t VALUES (1, 'e', 20, 'c', ARRAY[3]);
INSERT INTO t VALUES (8, 'b', 39, 'c', ARRAY[2, 2, 5]);
ALTER TABLE t ADD c1 BIGINT;
ALTER TABLE t SET ('snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '3');
CALL sys.create_tag(`table` => 'default.t', tag => 'tag1');
INSERT OVERWRITE t VALUES (6, 'e', 36, 'e', ARRAY[3], -7);
INSERT INTO t VALUES -U(1, CAST(NULL AS STRING), 58, 'b', ARRAY[1, 2], -7), -U(8, 'dd', 46, 'a', ARRAY[2, 2, 5], 3000000000);
ALTER TABLE t MODIFY c1 STRING;
SELECT * FROM t$consumers;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE k <= 4;
SET 'execution.runtime-mode' = 'batch';
SELECT schema_id, fields FROM t$schemas;
CALL sys.create_tag(`table` => 'default.t', tag => 'tag2');
SELECT * FROM t;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
