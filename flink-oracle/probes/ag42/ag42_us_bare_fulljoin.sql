-- probe ag42: a bare USING column in the WHERE of t FULL JOIN y USING (c)
CREATE TABLE t (k INT, c CHAR(5), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, CAST('a' AS CHAR(5))), (2, CAST('k' AS CHAR(5))), (3, CAST('abcde' AS CHAR(5))), (5, CAST(NULL AS CHAR(5)));
CREATE TABLE y (k INT, c CHAR(5), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO y VALUES (1, CAST('a' AS CHAR(5))), (2, CAST('k' AS CHAR(5))), (6, CAST('a' AS CHAR(5))), (8, CAST('zz' AS CHAR(5)));
SELECT 'b01', t.k, y.k FROM t FULL JOIN y USING (c) WHERE c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
