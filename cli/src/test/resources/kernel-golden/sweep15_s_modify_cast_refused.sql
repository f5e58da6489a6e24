-- ALTER TABLE MODIFY d INT of a DATE column is refused (Paimon: cannot be converted without loosing information)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
-- exit: 1
-- stderr: column type DATE cannot be changed to INT
CREATE TABLE t (k INT, d DATE);
ALTER TABLE t MODIFY d INT;
SELECT * FROM t;
