-- ALTER TABLE MODIFY on an aggregation table: sum over a column widened to BIGINT adds old INT and new values without overflow; max over a column changed to STRING compares strings ('5' > '40'); a compaction agrees
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
CREATE TABLE t (k INT, v INT, m INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.v.aggregate-function' = 'sum', 'fields.m.aggregate-function' = 'max');
INSERT INTO t VALUES (1, 2000000000, 5);
ALTER TABLE t MODIFY v BIGINT;
ALTER TABLE t MODIFY m STRING;
INSERT INTO t VALUES (1, 2000000000, '40');
SELECT * FROM t;
CALL sys.compact('default.t');
SELECT * FROM t;
