-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter evaluates no scalar functions
-- string functions see a CHAR(n) value padded to n
CREATE TABLE t (id INT, c CHAR(6), PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO t VALUES (1, 'ab');
INSERT INTO t VALUES (2, 'xyz');
INSERT INTO t VALUES (3, '');
SELECT id, UPPER(c), CHAR_LENGTH(c), c || '|', TRIM(c) || '|', SUBSTRING(c, 2), REVERSE(c), LPAD(c, 8, '-') FROM t;
