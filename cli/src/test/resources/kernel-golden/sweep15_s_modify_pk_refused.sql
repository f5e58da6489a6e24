-- ALTER TABLE MODIFY k BIGINT of a primary-key column is refused (Paimon: Cannot update primary key)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
-- exit: 1
-- stderr: primary-key column cannot be changed
CREATE TABLE t (k INT, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 10);
ALTER TABLE t MODIFY k BIGINT;
SELECT * FROM t;
