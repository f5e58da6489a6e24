-- ALTER TABLE MODIFY of DECIMAL precision and scale (rounded HALF_UP), INT and DOUBLE to DECIMAL, DECIMAL to INT (truncated) and to DOUBLE
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
CREATE TABLE t (k INT, a DECIMAL(10, 2), b DECIMAL(10, 2), c INT, d DOUBLE, e DECIMAL(10, 2), f DECIMAL(10, 2));
INSERT INTO t VALUES (1, 1234.56, 1.25, 123, 2.345, 1.99, 2.5), (2, -1.05, -1.25, -5, -0.5, -3.5, -7.75);
ALTER TABLE t MODIFY a DECIMAL(12, 4);
ALTER TABLE t MODIFY b DECIMAL(5, 1);
ALTER TABLE t MODIFY c DECIMAL(12, 1);
ALTER TABLE t MODIFY d DECIMAL(5, 2);
ALTER TABLE t MODIFY e INT;
ALTER TABLE t MODIFY f DOUBLE;
SELECT * FROM t;
