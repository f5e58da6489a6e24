-- partial-update of a ROW column across a nested field added
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 27 sc); the Java-API interpreter runs no $schemas reads or column MODIFY
-- (probe flink-oracle/probes/schema27/sc27_partial_update_row; expected output: Flink 2.0 + Paimon 1.4.2)
CREATE TABLE t (k INT, r ROW<x INT, y STRING>, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update');
INSERT INTO t VALUES (1, ROW(1, 'a'), CAST(NULL AS INT));
INSERT INTO t VALUES (1, CAST(NULL AS ROW<x INT, y STRING>), 5);
ALTER TABLE t MODIFY r ROW<x INT, y STRING, z INT>;
INSERT INTO t VALUES (1, CAST(NULL AS ROW<x INT, y STRING, z INT>), 6);
SELECT * FROM t;
INSERT INTO t VALUES (1, ROW(2, CAST(NULL AS STRING), 3), CAST(NULL AS INT));
SELECT * FROM t;
SELECT schema_id, fields FROM t$schemas;
