-- probe ag43: a bare USING column (expr) over t FULL JOIN y USING (k)
CREATE TABLE t (k INT, a INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 10), (2, 20), (3, 30);
CREATE TABLE y (k INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO y VALUES (2, 200), (3, 300), (4, 400);
CREATE TABLE z (k INT, e INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO z VALUES (1, 1000), (3, 3000), (4, 4000);
SELECT 'ctl', k, a, b FROM t FULL JOIN y USING (k);
SELECT k + 1 AS k1, a, b FROM t FULL JOIN y USING (k);
