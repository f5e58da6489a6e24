-- a cross-partition aggregation table with dt last_value: -U retractions null dt in p1 and p2, and a NULL dt lives in the default partition; IS NULL is pruned by partition (the default one), not by the rows' values
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 28 mx, probes/mix28); the Java-API interpreter runs no explicit row kinds
CREATE TABLE t (k INT, dt STRING, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'fields.dt.aggregate-function' = 'last_value');
INSERT INTO t VALUES (5, 'p1', 'e', 49), (6, CAST(NULL AS STRING), 'f', 1), (7, 'p2', 'g', 3);
INSERT INTO t VALUES -U(5, 'p1', 'e', 60), -U(7, 'p2', 'g', 1);
SELECT * FROM t;
SELECT * FROM t WHERE dt = 'p1';
SELECT * FROM t WHERE dt IS NULL;
SELECT * FROM t WHERE dt = 'p2' AND v IS NULL;
SELECT k, dt FROM t WHERE dt = 'p2' OR dt = 'p1';
