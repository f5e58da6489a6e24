-- ALTER TABLE MODIFY to a narrower numeric type: BIGINT to INT and INT to TINYINT keep the low bits, DOUBLE to INT truncates, INT to BOOLEAN is non-zero
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
CREATE TABLE t (k INT, v BIGINT, d DOUBLE, i INT, x INT);
INSERT INTO t VALUES (1, 3000000000, 1.7E0, 300, 1), (2, -5, -2.5E0, -129, 0);
ALTER TABLE t MODIFY v INT;
ALTER TABLE t MODIFY d INT;
ALTER TABLE t MODIFY i TINYINT;
ALTER TABLE t MODIFY x BOOLEAN;
SELECT * FROM t;
