-- probe ag42: CHAR searches over JOIN ... USING, qualified columns in the WHERE
CREATE TABLE t (k INT, c CHAR(5), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, CAST('a' AS CHAR(5))), (2, CAST('k' AS CHAR(5))), (3, CAST('abcde' AS CHAR(5))), (5, CAST(NULL AS CHAR(5)));
CREATE TABLE y (k INT, c CHAR(5), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO y VALUES (1, CAST('a' AS CHAR(5))), (2, CAST('k' AS CHAR(5))), (6, CAST('a' AS CHAR(5))), (8, CAST('zz' AS CHAR(5)));
SELECT 'j01', k FROM t JOIN y USING (k) WHERE t.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'j02', k FROM t LEFT JOIN y USING (k) WHERE t.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'j03', k FROM t LEFT JOIN y USING (k) WHERE y.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'j04', k FROM t RIGHT JOIN y USING (k) WHERE y.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'j05', k FROM t RIGHT JOIN y USING (k) WHERE t.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'j06', k FROM t FULL JOIN y USING (k) WHERE t.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'j07', t.k, y.k FROM t JOIN y USING (c) WHERE t.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'j08', t.k, y.k FROM t LEFT JOIN y USING (c) WHERE t.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'j09', t.k, y.k FROM t LEFT JOIN y USING (c) WHERE y.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'j10', t.k, y.k FROM t RIGHT JOIN y USING (c) WHERE y.c = CAST('a' AS CHAR(5)) OR y.c = CAST('k' AS CHAR(5));
SELECT 'j11', t.k, y.k FROM t FULL JOIN y USING (c) WHERE t.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'j12', k FROM t JOIN y USING (k) WHERE k IN (1, 2) AND (y.c = CAST('a' AS CHAR(5)) OR y.c = CAST('k' AS CHAR(5)));
SELECT 'j13', c, t.k FROM t LEFT JOIN y USING (c);
