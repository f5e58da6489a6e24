-- probe ag43: a bare USING column (orderbyexpr)
CREATE TABLE t (k INT, a INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 10), (2, 20), (3, 30);
CREATE TABLE y (k INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO y VALUES (2, 200), (3, 300), (4, 400);
SELECT a FROM t LEFT JOIN y USING (k) ORDER BY a + k;
