-- probe ag44: nested USING joins, qualified sides
CREATE TABLE t (k INT, a INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 10), (2, 20), (3, 30), (5, 50);
CREATE TABLE y (k INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO y VALUES (1, 100), (2, 200), (4, 400), (6, 600);
CREATE TABLE z (k INT, e INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO z VALUES (1, 1000), (3, 3000), (4, 4000), (7, 7000);
SELECT 'q1', k, t.k, y.k, z.k FROM t RIGHT JOIN y USING (k) LEFT JOIN z USING (k);
SELECT 'q2', k, t.k, y.k, z.k FROM t FULL JOIN y USING (k) FULL JOIN z USING (k);
SELECT 'q3', k, t.k, y.k, z.k FROM t LEFT JOIN y USING (k) RIGHT JOIN z USING (k);
SELECT 'q4', k, t.k, y.k, z.k FROM t RIGHT JOIN y USING (k) RIGHT JOIN z USING (k);
