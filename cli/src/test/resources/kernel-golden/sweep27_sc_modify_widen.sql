-- ALTER TABLE MODIFY widening nested fields (INT to BIGINT to STRING) and a nested ROW gaining a field
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 27 sc); the Java-API interpreter runs no $schemas reads or column MODIFY
-- (probe flink-oracle/probes/schema27/sc27_modify_widen; expected output: Flink 2.0 + Paimon 1.4.2)
CREATE TABLE t (k INT, r ROW<x INT, y STRING, n ROW<p INT>>, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, ROW(1, 'a', ROW(7)), 10);
ALTER TABLE t MODIFY r ROW<x BIGINT, y STRING, n ROW<p BIGINT, q INT>>;
SELECT schema_id, fields FROM t$schemas;
SELECT * FROM t;
ALTER TABLE t MODIFY r ROW<x STRING, y STRING, n ROW<p BIGINT, q INT>>;
SELECT schema_id, fields FROM t$schemas;
SELECT * FROM t;
