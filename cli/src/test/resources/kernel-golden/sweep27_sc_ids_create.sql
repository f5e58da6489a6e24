-- nested field ids at CREATE / ADD: a ROW field after its own fields, ARRAY<ROW>, MAP<_, ROW>, ids shared with the columns; $schemas JSON of ROW
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 27 sc); the Java-API interpreter runs no $schemas reads or column MODIFY
-- (probe flink-oracle/probes/schema27/sc27_ids_create; expected output: Flink 2.0 + Paimon 1.4.2)
CREATE TABLE t (k INT, r ROW<x INT, y ROW<p INT, q STRING>>, a ARRAY<ROW<u INT, v STRING>>, m MAP<INT, ROW<s INT>>, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
SELECT schema_id, fields FROM t$schemas;
ALTER TABLE t ADD r2 ROW<c INT, d ARRAY<ROW<e INT>>>;
SELECT schema_id, fields FROM t$schemas;
ALTER TABLE t ADD w INT;
SELECT schema_id, fields FROM t$schemas;
ALTER TABLE t DROP r2;
ALTER TABLE t ADD z INT;
SELECT schema_id, fields FROM t$schemas;
