-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run CALL sys.compact or $files
-- CALL sys.compact leaves one top file (raw: +I); a later commit adds a level-0 file, so the bucket is merged and every +U key starts as +U
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES +U(1, 'a'), +I(2, 'b'), +U(3, 'c');
INSERT INTO t VALUES +U(2, 'b2');
CALL sys.compact(`table` => 'default.t');
SELECT `bucket`, level, record_count FROM t$files;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t;
SET 'execution.runtime-mode' = 'batch';
INSERT INTO t VALUES +U(4, 'd');
SELECT `bucket`, level, record_count FROM t$files;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t;
