-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
-- exit: 1
-- stderr: still holds files written with 2 buckets
CREATE TABLE t (id INT, v STRING, PRIMARY KEY (id) NOT ENFORCED) WITH ('bucket'='1');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO t VALUES (1, 'aa');
CALL sys.rescale(`table` => 'default.t', bucket_num => 2);
SELECT bucket, record_count FROM t$files;
SELECT * FROM t;
INSERT INTO t VALUES (4, 'd');
