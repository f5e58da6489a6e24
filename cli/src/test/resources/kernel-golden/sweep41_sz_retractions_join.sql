-- sweep 41 sz: fzag_1572 (probes cx36_fzag1572_files / _write_only). After the full compaction the level-2 file holds 3 records (1505 bytes on Flink); the explicit retractions -U(3, NULL, 0.50, 7), -D(4, 2, 0.50, 0) make a level-0 file of 1501 bytes: 1501 * 1.01 >= 1505, so Paimon 1.4.2's size-ratio pick (trigger 2) merges both at the maximum level and the lone -U is dropped. Varve's run sizes version 5 weighed 1487 and 1506 (no pick, the -U stayed); version 7 lays the small files out as parquet-mr does (kernel COMPACTION.md "Run sizes")
-- not checked against Paimon: reads $files (flink-oracle checks it on Flink)
CREATE TABLE t (k INT, v0 INT, v1 DECIMAL(10, 2), v2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'changelog-producer' = 'input', 'bucket' = '1', 'fields.v0.aggregate-function' = 'last_non_null_value', 'fields.v1.aggregate-function' = 'product', 'fields.v2.aggregate-function' = 'max', 'fields.v2.ignore-retract' = 'true', 'num-sorted-run.compaction-trigger' = '2');
INSERT INTO t VALUES (1, 9, 2.5, 8), (2, 3, 3.5, 4);
INSERT INTO t VALUES (1, 9, 0.5, CAST(NULL AS INT)), (4, 9, CAST(NULL AS DECIMAL(10, 2)), 2);
INSERT INTO t VALUES +U(4, 2, CAST(NULL AS DECIMAL(10, 2)), CAST(NULL AS INT));
INSERT INTO t VALUES -U(4, 1, CAST(NULL AS DECIMAL(10, 2)), 2);
CALL sys.compact(`table` => 'default.t');
SELECT `level`, record_count FROM t$files ORDER BY `level`;
INSERT INTO t VALUES -U(3, CAST(NULL AS INT), 0.5, 7), -D(4, 2, 0.5, 0);
SELECT `level`, record_count FROM t$files ORDER BY `level`;
SELECT * FROM t;
SELECT * FROM t$audit_log;
