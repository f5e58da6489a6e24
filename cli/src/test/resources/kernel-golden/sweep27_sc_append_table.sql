-- nested evolution of an append table: a field dropped and one added, nested fields selected
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 27 sc); the Java-API interpreter runs no $schemas reads or column MODIFY
-- (probe flink-oracle/probes/schema27/sc27_append_table; expected output: Flink 2.0 + Paimon 1.4.2)
CREATE TABLE t (k INT, r ROW<x INT, y STRING>, v INT);
INSERT INTO t VALUES (1, ROW(1, 'a'), 10);
ALTER TABLE t MODIFY r ROW<y STRING, z INT>;
SELECT schema_id, fields FROM t$schemas;
SELECT * FROM t;
INSERT INTO t VALUES (2, ROW('b', 3), 20);
SELECT * FROM t;
SELECT k, r.y, r.z FROM t;
