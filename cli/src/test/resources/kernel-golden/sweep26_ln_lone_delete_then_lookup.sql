-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes/lone26); the Java-API interpreter does not read $files nor publish the lookup compaction as Flink does
-- a lone level-0 -D written without the producer reads as no row after the lookup producer is SET, until the next commit's lookup compaction rewrites it (merged alone: the sum's negative row) (fzmx_0061)
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum');
INSERT INTO t VALUES (2, 'c', 22);
INSERT INTO t VALUES -D(1, 'a', 7), +I(5, 'dd', 40);
SELECT * FROM t;
ALTER TABLE t SET ('changelog-producer' = 'lookup');
SELECT * FROM t;
INSERT INTO t VALUES (3, 'e', 1);
SELECT * FROM t;
SELECT `level`, record_count FROM t$files;
INSERT INTO t VALUES (1, 'x', 10);
SELECT * FROM t;
