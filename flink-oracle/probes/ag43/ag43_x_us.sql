-- probe ag43 (extra): bare USING columns over a two-column USING and a nested USING join (select list, GROUP BY, ORDER BY naming a select item)
CREATE TABLE t (k INT, j INT, a INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 1, 10), (2, 2, 20), (3, 3, 30);
CREATE TABLE y (k INT, j INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO y VALUES (2, 2, 200), (3, 9, 300), (4, 4, 400);
CREATE TABLE z (k INT, e INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO z VALUES (1, 1000), (3, 3000), (4, 4000);
SELECT 'u1', k, j, a, b FROM t FULL JOIN y USING (k, j) ORDER BY k, j;
SELECT 'u2', j, COUNT(*) AS n FROM t LEFT JOIN y USING (k, j) GROUP BY j;
SELECT 'u3', k, a, b, e FROM t JOIN y USING (k) JOIN z USING (k);
SELECT 'u4', k, COUNT(*) AS n FROM t LEFT JOIN y USING (k) LEFT JOIN z USING (k) GROUP BY k;
SELECT 'u5', k + 0 AS k0, e FROM t RIGHT JOIN y USING (k) LEFT JOIN z USING (k) ORDER BY k0;
