-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter evaluates no expressions (CHAR_LENGTH, ||) and applies no Flink casts
-- CHAR(n) values: literals of several lengths one per statement, same-length VALUES rows, the empty literal, CHAR_LENGTH of CHAR and VARCHAR columns, comparisons with padded literals
CREATE TABLE T (k INT, c CHAR(3), v VARCHAR(3), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T VALUES (1, 'a', 'a');
INSERT INTO T VALUES (2, 'abc', 'abc');
INSERT INTO T VALUES (3, '', '');
INSERT INTO T VALUES (4, 'xy', 'xy'), (5, 'zz', 'zz');
INSERT INTO T VALUES (6, CAST('q' AS CHAR(3)), 'q  ');
SELECT k, c, v, CHAR_LENGTH(c), CHAR_LENGTH(v) FROM T;
SELECT k, 'eq-short' FROM T WHERE c = 'a';
SELECT k, 'eq-padded' FROM T WHERE c = 'a  ';
SELECT k, 'v-eq-padded' FROM T WHERE v = 'q';
SELECT k, 'c-eq-v' FROM T WHERE c = v;
SELECT k, 'empty' FROM T WHERE c = '';
SELECT c || '|', v || '|' FROM T WHERE k = 1;
