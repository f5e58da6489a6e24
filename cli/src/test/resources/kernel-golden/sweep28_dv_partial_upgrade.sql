-- deletion vectors, partial-update: a level-0 file rewritten into level 4 (Paimon merges the looked-up level-5 rows into it and
-- marks them; Varve keeps the partial rows and merges on read): record counts, $files and $audit_log agree
-- (probe flink-oracle/probes/dv28/dv28_partial_rewrite; expected output: Flink 2.0 + Paimon 1.4.2)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 28 dv, probes/dv28); the Java-API interpreter runs no $files / $audit_log reads or procedures with named arguments
CREATE TABLE t (k INT, a STRING, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a', 10), (2, 'b', 20), (3, 'c', 30), (4, 'd', 40), (5, 'e', 50), (6, 'f', 60);
INSERT INTO t VALUES (2, CAST(NULL AS STRING), 22), (4, 'dd', CAST(NULL AS INT));
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t$audit_log;
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '3') */;
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '2') */;
