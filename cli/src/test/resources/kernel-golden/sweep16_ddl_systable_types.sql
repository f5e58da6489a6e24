-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- DESCRIBE of system tables ($snapshots, $options, $schemas, $audit_log: its rowkind is nullable) and CTAS from $snapshots keeps their types
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
DESCRIBE t$snapshots;
DESCRIBE t$options;
DESCRIBE t$schemas;
DESCRIBE t$audit_log;
CREATE TABLE snaps AS SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
DESCRIBE snaps;
SELECT * FROM snaps;
