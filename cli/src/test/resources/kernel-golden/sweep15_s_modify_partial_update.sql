-- ALTER TABLE MODIFY a BIGINT on a partial-update table with the lookup changelog producer: a null of a new row keeps the old file's value
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
CREATE TABLE t (k INT, a INT, b STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'changelog-producer' = 'lookup');
INSERT INTO t VALUES (1, 5, CAST(NULL AS STRING));
ALTER TABLE t MODIFY a BIGINT;
INSERT INTO t VALUES (1, CAST(NULL AS BIGINT), 'x');
SELECT * FROM t;
SELECT * FROM t$audit_log;
