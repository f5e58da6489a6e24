-- a nested field added, dropped and added again under the same name: three ids
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 27 sc); the Java-API interpreter runs no $schemas reads or column MODIFY
-- (probe flink-oracle/probes/schema27/sc27_modify_rename_keep_data; expected output: Flink 2.0 + Paimon 1.4.2)
CREATE TABLE t (k INT, r ROW<x INT, y STRING>, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, ROW(1, 'a'));
ALTER TABLE t MODIFY r ROW<x INT, y STRING, z INT>;
ALTER TABLE t MODIFY r ROW<x INT, z INT>;
ALTER TABLE t MODIFY r ROW<x INT, z INT, y STRING>;
SELECT schema_id, fields FROM t$schemas;
SELECT * FROM t;
