-- probe ag40: IN with a typed NULL, DELETE / UPDATE with an OR of equalities over a CHAR(5) column
CREATE TABLE t (k INT, c CHAR(5), n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, CAST('a' AS CHAR(5)), 1), (2, CAST('k' AS CHAR(5)), 2), (3, CAST('abcde' AS CHAR(5)), 3), (4, CAST('zz' AS CHAR(5)), 4);
SELECT 'q1', k FROM t WHERE c IN (CAST('a' AS CHAR(5)), CAST(NULL AS CHAR(5)));
SELECT 'q2', k FROM t WHERE c NOT IN (CAST('abcde' AS CHAR(5)), CAST(NULL AS CHAR(5)));
UPDATE t SET n = 10 WHERE c = CAST('a' AS CHAR(5)) OR c = CAST('zz' AS CHAR(5));
SELECT 'q3', k, n FROM t;
DELETE FROM t WHERE c = CAST('k' AS CHAR(5)) OR c = CAST('abcde' AS CHAR(5));
SELECT 'q4', k, n FROM t;
