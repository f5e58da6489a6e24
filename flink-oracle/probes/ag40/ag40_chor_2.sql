-- probe ag40: the same predicates over a CHAR(5) column in the SELECT list and in CASE
CREATE TABLE t (k INT, c CHAR(5), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, CAST('a' AS CHAR(5))), (2, CAST('k' AS CHAR(5))), (3, CAST('abcde' AS CHAR(5))), (4, CAST('zz' AS CHAR(5)));
SELECT k, c = CAST('a' AS CHAR(5)) OR c = 'zz', c NOT IN (CAST('a' AS CHAR(5)), 'k'), c IN (CAST('a' AS CHAR(5)), 'k'), c <> 'a', c IN ('a ', 'k  ') FROM t;
SELECT k, CASE WHEN c = CAST('a' AS CHAR(5)) OR c = CAST('k' AS CHAR(5)) THEN 'y' ELSE 'n' END FROM t;
SELECT k, CASE c WHEN CAST('a' AS CHAR(5)) THEN 'A' WHEN CAST('k' AS CHAR(5)) THEN 'K' ELSE '-' END FROM t;
SELECT COUNT(*) FROM t WHERE c = CAST('a' AS CHAR(5)) OR c = CAST('k' AS CHAR(5));
SELECT k FROM t WHERE c = CAST('a' AS CHAR(5)) OR c = CAST('k' AS CHAR(5)) OR c = CAST('zz' AS CHAR(5)) OR c = CAST('abcde' AS CHAR(5));
