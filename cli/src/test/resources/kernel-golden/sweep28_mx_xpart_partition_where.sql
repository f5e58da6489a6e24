-- a cross-partition aggregation table whose merged-on-read row has dt nulled by a -U (fzmx_1254's family): a batch read's WHERE conjuncts on partition columns only, convertible to a Paimon predicate, are consumed by Paimon's source (partition pruning only: the row is kept by its partition), and Flink prints a column an equality fixes as the constant; functions of the column, NOT and other columns stay Flink filters (PartitionConjuncts)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 28 mx, probes/mix28); the Java-API interpreter runs no explicit row kinds, GROUP BY reads, $ro or $audit_log filters
CREATE TABLE t (k INT, dt STRING, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum');
INSERT INTO t VALUES (5, 'p1', 'e', 49), (6, 'p2', 'f', 1), (7, 'p1', 'g', 3);
INSERT INTO t VALUES -U(5, 'p1', 'e', 60), +I(6, 'p2', CAST(NULL AS STRING), 2);
SELECT * FROM t WHERE dt = 'p1';
SELECT k, v FROM t WHERE dt = 'p1';
SELECT k, dt, n FROM t WHERE dt <> 'p2';
SELECT k, dt FROM t WHERE dt IN ('p1', 'p3');
SELECT k, dt FROM t WHERE dt = 'p1' OR dt = 'p2';
SELECT k, dt FROM t WHERE dt LIKE 'p1%';
SELECT k, dt FROM t WHERE dt IS NOT NULL;
SELECT k, dt FROM t WHERE dt IS NULL;
SELECT k, dt FROM t WHERE dt = 'p1' AND k > 4;
SELECT k, dt FROM t WHERE dt = 'p1' AND n < 0;
SELECT k, dt FROM t WHERE dt = 'p1' OR k = 6;
SELECT k, dt FROM t WHERE UPPER(dt) = 'P1';
SELECT dt, COUNT(*) AS c FROM t WHERE dt = 'p1' GROUP BY dt;
SELECT k, dt FROM t WHERE dt > 'p0';
SELECT k, dt FROM t /*+ OPTIONS('scan.snapshot-id' = '2') */ WHERE dt = 'p1';
SELECT k, dt FROM t$ro WHERE dt = 'p1';
SELECT * FROM t$audit_log WHERE dt = 'p1';
SELECT k, dt FROM t AS x WHERE x.dt = 'p1';
