-- ALTER TABLE MODIFY to STRING (INT, DOUBLE, BOOLEAN, DECIMAL, FLOAT) and FLOAT to DOUBLE: old values print as Paimon casts them, filters and $files statistics see the cast values
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
CREATE TABLE t (k INT, v INT, d DOUBLE, b BOOLEAN, f FLOAT, m DECIMAL(10, 3), g FLOAT);
INSERT INTO t VALUES (1, 10, 1.5E0, true, CAST(1.1 AS FLOAT), 1.500, CAST(0.1 AS FLOAT)), (2, -3, 1.0E10, false, CAST(2.5 AS FLOAT), -0.001, CAST(1.0E10 AS FLOAT));
ALTER TABLE t MODIFY v STRING;
ALTER TABLE t MODIFY d STRING;
ALTER TABLE t MODIFY b STRING;
ALTER TABLE t MODIFY f DOUBLE;
ALTER TABLE t MODIFY m STRING;
ALTER TABLE t MODIFY g STRING;
INSERT INTO t VALUES (3, 'x', 'y', 'z', 3.25, 'w', 'u');
SELECT * FROM t;
SELECT * FROM t WHERE v = '10';
SELECT min_value_stats, max_value_stats FROM t$files;
