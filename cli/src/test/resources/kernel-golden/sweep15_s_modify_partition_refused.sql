-- ALTER TABLE MODIFY p BIGINT of a partition column is refused (Paimon: Cannot update partition column)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
-- exit: 1
-- stderr: partition column cannot be changed
CREATE TABLE t (k INT, p INT, v INT) PARTITIONED BY (p);
INSERT INTO t VALUES (1, 1, 10);
ALTER TABLE t MODIFY p BIGINT;
SELECT * FROM t;
