-- ALTER TABLE MODIFY of CHAR/VARCHAR lengths: a shorter VARCHAR cuts old values, CHAR pads them with spaces to its length or cuts them
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
CREATE TABLE t (k INT, a VARCHAR(5), b STRING, c CHAR(3), d CHAR(5));
INSERT INTO t VALUES (1, 'abc', 'abcdef', CAST('ab' AS CHAR(3)), CAST('abcd' AS CHAR(5))), (2, 'abcde', 'xy', CAST('xyz' AS CHAR(3)), CAST('x' AS CHAR(5)));
ALTER TABLE t MODIFY a VARCHAR(10);
ALTER TABLE t MODIFY b VARCHAR(3);
ALTER TABLE t MODIFY c CHAR(5);
ALTER TABLE t MODIFY d CHAR(2);
SELECT k, a, b, c, CHAR_LENGTH(c), d, CHAR_LENGTH(d) FROM t;
