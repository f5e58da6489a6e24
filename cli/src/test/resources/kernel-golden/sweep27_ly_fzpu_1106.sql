-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes/lead26 fzpu_1106); the Java-API interpreter does not publish the lookup compaction as Flink does
-- fuzz partial-update seed 1106: at the second commit Paimon's size-ratio pick takes the 2-row level-0 file with the 3-row level-5 file (Parquet files of ~2.2 KB: nearly equal), a rewrite with a level-0 file, so key 1's lone record is stored merged and its lookup -U shows the null-sequence group as null (COMPACTION.md "Run sizes", version 2)
CREATE TABLE t (k INT, g1 INT, a INT, b STRING, g2 BIGINT, c INT, d STRING, e INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'changelog-producer' = 'lookup', 'bucket' = '-1', 'fields.g1.sequence-group' = 'a', 'fields.g2.sequence-group' = 'c,d', 'fields.c.aggregate-function' = 'sum', 'partial-update.ignore-delete' = 'true');
INSERT INTO t VALUES (4, 2, 9, CAST(NULL AS STRING), 1, 6, 'y', CAST(NULL AS INT)), (1, CAST(NULL AS INT), 2, 'x', 3, 3, 'y', CAST(NULL AS INT)), (2, 9, 7, 'z', 6, 9, 'y', 8);
INSERT INTO t VALUES (4, 3, 5, 'y', 7, 1, 'x', CAST(NULL AS INT)), (2, 2, 5, 'x', 9, 2, 'x', 3);
INSERT INTO t VALUES (4, CAST(NULL AS INT), CAST(NULL AS INT), 'w', 6, 1, 'y', 9);
INSERT INTO t VALUES +U(1, CAST(NULL AS INT), 6, CAST(NULL AS STRING), CAST(NULL AS BIGINT), 8, 'x', 8), +U(4, 8, 9, 'x', 5, 9, 'w', 3);
INSERT INTO t VALUES (2, 8, 6, CAST(NULL AS STRING), 3, 6, 'z', 7);
SELECT * FROM t;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
