-- ALTER TABLE MODIFY adding a ROW field inside a ROW (ids: the field, then its own fields as for ADD) and a nested ROW gaining a field; nested fields selected
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 27 sc); the Java-API interpreter runs no $schemas reads or column MODIFY
-- (probe flink-oracle/probes/schema27/sc27_add_nested_row_field; expected output: Flink 2.0 + Paimon 1.4.2)
CREATE TABLE t (k INT, r ROW<x INT, n ROW<p INT>>, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, ROW(1, ROW(2)), 3);
ALTER TABLE t MODIFY r ROW<x INT, n ROW<p INT, q STRING>, s ROW<a INT, b ROW<c INT>>>;
SELECT schema_id, fields FROM t$schemas;
SELECT * FROM t;
INSERT INTO t VALUES (2, ROW(4, ROW(5, 'e'), ROW(6, ROW(7))), 8);
SELECT * FROM t;
SELECT k, r.s.b.c, r.n.q FROM t;
