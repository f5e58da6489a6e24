-- ALTER TABLE MODIFY v BIGINT of an append table's bucket-key column: a filter on it finds rows of old and new files
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
CREATE TABLE t (k INT, v INT) WITH ('bucket' = '2', 'bucket-key' = 'v');
INSERT INTO t VALUES (1, 10), (2, 20);
ALTER TABLE t MODIFY v BIGINT;
INSERT INTO t VALUES (3, 10);
SELECT * FROM t WHERE v = 10;
