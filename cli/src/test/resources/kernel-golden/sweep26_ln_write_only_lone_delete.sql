-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes/lone26); the Java-API interpreter does not read $files nor publish the lookup compaction as Flink does
-- a write-only lookup table keeps a lone -D on level 0: reads pass it through (no row)
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'changelog-producer' = 'lookup', 'write-only' = 'true');
INSERT INTO t VALUES -D(1, 'a', 7), +I(5, 'dd', 40);
INSERT INTO t VALUES +I(6, 'f', 4), +I(6, 'g', 5);
SELECT * FROM t;
