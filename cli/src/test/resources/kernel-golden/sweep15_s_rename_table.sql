-- ALTER TABLE t RENAME TO t2 (filesystem catalog): the table's directory moves; t2 has t's rows and snapshots and takes new ones, SHOW CREATE TABLE names its new path, t is gone
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run ALTER TABLE RENAME TO
-- exit: 1
-- stderr: table 'default.t' does not exist
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t RENAME TO t2;
SHOW TABLES;
SELECT * FROM t2;
INSERT INTO t2 VALUES (2, 'b');
SELECT * FROM t2;
SELECT snapshot_id, commit_kind FROM t2$snapshots;
SHOW CREATE TABLE t2;
SELECT * FROM t;
