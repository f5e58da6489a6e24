-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter has no sys.create_tag
-- incremental-between-tag-to-snapshot on an append table: the rows appended between the tags' snapshots
CREATE TABLE t (k INT, v STRING);
INSERT INTO t VALUES (1, 'a');
CALL sys.create_tag('default.t', 't1', 1);
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (3, 'c');
CALL sys.create_tag('default.t', 't2', 3);
SELECT * FROM t /*+ OPTIONS('incremental-between' = 't1,t2') */;
SELECT * FROM t /*+ OPTIONS('incremental-between' = 't1,t2', 'incremental-between-tag-to-snapshot' = 'true') */;
