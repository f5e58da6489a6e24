-- exit: 1
-- stderr: can only be updated to row type
-- ALTER TABLE MODIFY of a ROW to INT is refused (Paimon: can only be updated to row type)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 27 sc); the Java-API interpreter runs no $schemas reads or column MODIFY
-- (probe flink-oracle/probes/schema27/sc27_modify_row_to_int; expected output: Flink 2.0 + Paimon 1.4.2)
CREATE TABLE t (k INT, r ROW<x INT, y STRING>, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
ALTER TABLE t MODIFY r INT;
SELECT schema_id, fields FROM t$schemas;
