-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs no DROP PRIMARY KEY
-- DROP PRIMARY KEY on an empty fixed-bucket table with a bucket-key: the merge-engine options stay and are not used
CREATE TABLE t (p STRING, k INT, v STRING, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '2', 'bucket-key' = 'k', 'merge-engine' = 'aggregation', 'fields.v.aggregate-function' = 'listagg');
ALTER TABLE t DROP PRIMARY KEY;
SHOW CREATE TABLE t;
SELECT * FROM t$options;
INSERT INTO t VALUES ('x', 1, 'a'), ('x', 1, 'b'), ('y', 2, 'c');
SELECT * FROM t;
SELECT `partition`, bucket, record_count FROM t$files;
