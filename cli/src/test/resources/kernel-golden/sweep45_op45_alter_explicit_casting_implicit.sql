-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD
-- with 'disable-explicit-type-casting' = 'true' the implicit changes pass: TINYINT to INT, INT to DOUBLE and BIGINT, a wider DECIMAL, CHAR to VARCHAR, TIMESTAMP to DATE, a shorter VARCHAR, BIGINT to FLOAT, DOUBLE to DECIMAL
CREATE TABLE t (k INT, a TINYINT, b INT, c DECIMAL(10, 2), d CHAR(3), e TIMESTAMP(3), f VARCHAR(10), g BIGINT, h DOUBLE, i INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('disable-explicit-type-casting' = 'true');
INSERT INTO t VALUES (1, CAST(1 AS TINYINT), 2, 3.25, 'abc', TIMESTAMP '2024-01-02 03:04:05.678', 'hello', 7, 2.5, 9);
ALTER TABLE t MODIFY a INT;
ALTER TABLE t MODIFY b DOUBLE;
ALTER TABLE t MODIFY c DECIMAL(12, 3);
ALTER TABLE t MODIFY d VARCHAR(5);
ALTER TABLE t MODIFY e DATE;
ALTER TABLE t MODIFY f VARCHAR(3);
ALTER TABLE t MODIFY g FLOAT;
ALTER TABLE t MODIFY h DECIMAL(5, 2);
ALTER TABLE t MODIFY i BIGINT;
DESCRIBE t;
SELECT * FROM t;
