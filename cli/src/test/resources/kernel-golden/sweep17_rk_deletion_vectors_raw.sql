-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files
-- deletion vectors: the commit compacts level 0 up, every file is above level 0 without retractions, so the initial snapshot is raw (+I) although keys were written as +U
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES +U(1, 'a'), +I(2, 'b');
INSERT INTO t VALUES +U(2, 'b2'), +I(3, 'c');
SELECT `bucket`, level, record_count FROM t$files;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t;
