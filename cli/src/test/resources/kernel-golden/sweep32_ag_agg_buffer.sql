-- aggregation write buffer: a key's -U, +U (and +I, +U) of one commit is one level-0 record, retracted then added with
-- the aggregate functions, as Paimon's buffer stores it; a lone -D stays; the input producer's changelog keeps the input
-- (probes flink-oracle/probes/ag32/ag32_agg_buffer_rules, _options; expected output: Flink 2.0 + Paimon 1.4.2)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 32 ag, 2026-12-04); the Java-API interpreter runs no $files reads
CREATE TABLE t1 (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'write-only' = 'true');
INSERT INTO t1 VALUES (1, 'a', 1), (2, 'b', 2);
INSERT INTO t1 VALUES -U(2, 'b', 2), +U(2, 'b2', 20), +I(3, 'c', 3), +U(3, 'c2', 30), -D(1, 'a', 1);
SELECT `level`, record_count FROM t1$files ORDER BY `level`, record_count;
SELECT * FROM t1 ORDER BY k;
CREATE TABLE t5 (k INT, m INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.m.aggregate-function' = 'max', 'fields.m.ignore-retract' = 'true', 'fields.n.aggregate-function' = 'sum', 'write-only' = 'true');
INSERT INTO t5 VALUES (2, 2, 2);
INSERT INTO t5 VALUES -U(2, 2, 2), +U(2, 1, 20), -U(9, 9, 9);
SELECT `level`, record_count FROM t5$files ORDER BY `level`, record_count;
SELECT * FROM t5 ORDER BY k;
CREATE TABLE t3 (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'changelog-producer' = 'input', 'write-only' = 'true');
INSERT INTO t3 VALUES (2, 'b', 2);
INSERT INTO t3 VALUES -U(2, 'b', 2), +U(2, 'b2', 20);
SELECT `level`, record_count FROM t3$files ORDER BY `level`, record_count;
SELECT * FROM t3$audit_log /*+ OPTIONS('incremental-between' = '1,2') */;
SELECT * FROM t3 ORDER BY k;
