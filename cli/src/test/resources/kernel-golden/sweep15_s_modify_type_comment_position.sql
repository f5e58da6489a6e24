-- ALTER TABLE MODIFY v BIGINT COMMENT 'new' AFTER w: type, comment and place change in one version
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
CREATE TABLE t (k INT, v INT COMMENT 'old', w INT);
INSERT INTO t VALUES (1, 2, 3);
ALTER TABLE t MODIFY v BIGINT COMMENT 'new' AFTER w;
SELECT * FROM t;
SELECT schema_id, fields FROM t$schemas;
