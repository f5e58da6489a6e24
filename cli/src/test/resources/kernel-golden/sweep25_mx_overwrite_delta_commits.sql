-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes/mix25); the Java-API interpreter runs no Flink compact job or streaming read
-- full-compaction.delta-commits without a changelog producer: an INSERT OVERWRITE is compacted fully in its own COMPACT snapshot, as an INSERT is
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'full-compaction.delta-commits' = '1');
INSERT INTO t VALUES (3, 'b', 1), (5, 'e', 10);
INSERT INTO t VALUES (3, 'c', 1);
INSERT OVERWRITE t VALUES (8, 'a', 43), (1, 'dd', CAST(NULL AS INT)), (3, 'c', 10);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT level, record_count FROM t$files;
SELECT * FROM t;
