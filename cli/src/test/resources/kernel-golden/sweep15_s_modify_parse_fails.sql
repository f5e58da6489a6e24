-- ALTER TABLE MODIFY s INT of a STRING column holding 'abc': the ALTER runs, reading the value fails (as Paimon's read fails)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
-- exit: 1
-- stderr: cannot read 'abc' as INT
CREATE TABLE t (k INT, s STRING);
INSERT INTO t VALUES (1, 'abc');
ALTER TABLE t MODIFY s INT;
SELECT * FROM t;
