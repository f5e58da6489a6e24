-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files and does not end a statement with the Flink sink's end-of-input compaction
-- full-compaction.delta-commits without a changelog producer: every batch statement ends with a full compaction (its own COMPACT snapshot); partial-update and a dynamic-bucket table
CREATE TABLE p (k INT, a STRING, b STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'full-compaction.delta-commits' = '5');
INSERT INTO p VALUES (1, 'a', CAST(NULL AS STRING));
INSERT INTO p VALUES (1, CAST(NULL AS STRING), 'b'), (2, 'x', 'y');
SELECT level, record_count FROM p$files;
SELECT snapshot_id, commit_kind FROM p$snapshots;
SELECT * FROM p;
SELECT * FROM p$audit_log;
CREATE TABLE q (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1', 'full-compaction.delta-commits' = '1');
INSERT INTO q VALUES (1, 'a');
INSERT INTO q VALUES (2, 'b');
SELECT level, record_count FROM q$files;
SELECT snapshot_id, commit_kind FROM q$snapshots;
