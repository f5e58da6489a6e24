-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter has no sys.create_tag
-- incremental-between-tag-to-snapshot: an incremental read between two tags reads the changes of the snapshots between them instead of the difference of the tags' files
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (4, 'd');
CALL sys.create_tag('default.t', 't1', 1);
INSERT INTO t VALUES (1, 'a2');
INSERT INTO t VALUES (1, 'a3'), (4, 'd2');
DELETE FROM t WHERE k = 2;
INSERT INTO t VALUES (3, 'c'), (4, 'd');
CALL sys.create_tag('default.t', 't2', 5);
SELECT * FROM t /*+ OPTIONS('incremental-between' = 't1,t2') */;
SELECT * FROM t$audit_log /*+ OPTIONS('incremental-between' = 't1,t2') */;
SELECT * FROM t /*+ OPTIONS('incremental-between' = 't1,t2', 'incremental-between-tag-to-snapshot' = 'true') */;
SELECT * FROM t$audit_log /*+ OPTIONS('incremental-between' = 't1,t2', 'incremental-between-tag-to-snapshot' = 'true') */;
SELECT * FROM t$audit_log /*+ OPTIONS('incremental-between' = '1,5') */;
