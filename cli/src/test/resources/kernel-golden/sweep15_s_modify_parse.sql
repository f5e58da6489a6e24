-- ALTER TABLE MODIFY of STRING columns to INT ('1.9' truncated, '+42'), DOUBLE, BOOLEAN and DECIMAL: old values are parsed on read
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
CREATE TABLE t (k INT, a STRING, b STRING, c STRING, e STRING, g STRING);
INSERT INTO t VALUES (1, '1.9', '2.5', 'true', '12.345', '+42'), (2, '-5', '-1e3', 'N', '-7', '0');
ALTER TABLE t MODIFY a INT;
ALTER TABLE t MODIFY b DOUBLE;
ALTER TABLE t MODIFY c BOOLEAN;
ALTER TABLE t MODIFY e DECIMAL(5, 2);
ALTER TABLE t MODIFY g BIGINT;
SELECT * FROM t;
