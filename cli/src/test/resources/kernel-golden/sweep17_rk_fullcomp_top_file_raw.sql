-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files
-- full-compaction producer: after UPDATE and an explicit +U the bucket is one top-level file, read raw: the initial snapshot is +I
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'full-compaction');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c');
UPDATE t SET v = 'a2' WHERE k = 1;
INSERT INTO t VALUES +U(2, 'b2');
SELECT `bucket`, level, record_count FROM t$files;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t;
