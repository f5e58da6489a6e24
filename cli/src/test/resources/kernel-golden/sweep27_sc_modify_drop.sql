-- ALTER TABLE MODIFY of a ROW dropping a field, then adding it back under a new id (old values stay unread)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 27 sc); the Java-API interpreter runs no $schemas reads or column MODIFY
-- (probe flink-oracle/probes/schema27/sc27_modify_drop; expected output: Flink 2.0 + Paimon 1.4.2)
CREATE TABLE t (k INT, r ROW<x INT, y STRING, z INT>, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, ROW(1, 'a', 3), 10);
ALTER TABLE t MODIFY r ROW<x INT, z INT>;
SELECT schema_id, fields FROM t$schemas;
SELECT * FROM t;
INSERT INTO t VALUES (2, ROW(2, 4), 20);
SELECT * FROM t;
ALTER TABLE t MODIFY r ROW<x INT, z INT, y STRING>;
SELECT schema_id, fields FROM t$schemas;
SELECT * FROM t;
