-- ALTER TABLE MODIFY c DECIMAL(5, 1) of an INT column holding 123456: the ALTER runs, reading the value that does not fit fails (as Paimon's read fails)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
-- exit: 1
-- stderr: too many digits
CREATE TABLE t (k INT, c INT);
INSERT INTO t VALUES (1, 123456), (2, 5);
ALTER TABLE t MODIFY c DECIMAL(5, 1);
SELECT * FROM t;
