-- 'incremental-between' = 'tag1,tag2': the diff of the two tags' snapshots; a plain read leaves out its deletions, $audit_log shows them
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the tag procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
DELETE FROM t WHERE k = 2;
CALL sys.create_tag('default.t', 't1', 1);
CALL sys.create_tag('default.t', 't3', 3);
CALL sys.create_tag('default.t', 't4', 4);
SELECT * FROM t /*+ OPTIONS('incremental-between' = 't1,t3') */;
SELECT * FROM t$audit_log /*+ OPTIONS('incremental-between' = 't1,t3') */;
SELECT * FROM t$audit_log /*+ OPTIONS('incremental-between' = 't3,t4') */;
SELECT * FROM t /*+ OPTIONS('incremental-between' = 't1,t4') */;
SELECT * FROM t$audit_log /*+ OPTIONS('incremental-between' = 't1,t4') */;
