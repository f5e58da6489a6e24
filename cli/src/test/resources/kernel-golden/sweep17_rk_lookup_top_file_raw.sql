-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files
-- lookup producer: UPDATE and an explicit +U are compacted into one top-level file at commit, so the streaming read's initial snapshot is raw (+I) while $audit_log (a forced merged read) shows +U
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c');
UPDATE t SET v = 'a2' WHERE k = 1;
INSERT INTO t VALUES +U(2, 'b2');
SELECT `bucket`, level, record_count FROM t$files;
SELECT * FROM t$audit_log;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t;
