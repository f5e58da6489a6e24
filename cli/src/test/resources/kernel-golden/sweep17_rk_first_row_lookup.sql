-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files
-- first-row with the lookup producer: files above level 0 are raw-convertible on any levels; the initial snapshot is +I
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row', 'changelog-producer' = 'lookup');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES (1, 'x'), (3, 'c');
SELECT `bucket`, level, record_count FROM t$files;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t;
