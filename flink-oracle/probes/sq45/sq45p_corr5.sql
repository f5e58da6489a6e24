-- probe sq45: more correlated forms (HAVING, grouped outer, CASE, two levels, subquery's own GROUP BY / derived table, outer column in the subquery's select list)
CREATE TABLE a (k INT, g INT, v INT, s STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO a VALUES (1, 1, 1, 'x'), (2, 1, 2, 'y'), (3, 2, 3, 'x'), (4, 2, CAST(NULL AS INT), 'z'), (5, 3, 1, 'x'), (6, 1, 2, 'y'), (7, CAST(NULL AS INT), 5, CAST(NULL AS STRING));
CREATE TABLE b (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO b VALUES (1, 1, 10), (2, 1, 20), (3, 3, CAST(NULL AS INT)), (4, 4, 40), (5, CAST(NULL AS INT), 50), (6, 3, 2);
SELECT 'e1', g, COUNT(*) AS c FROM a GROUP BY g HAVING COUNT(*) > (SELECT COUNT(*) FROM b WHERE b.g = a.g);
SELECT 'e2', g, (SELECT MAX(n) FROM b WHERE b.g = a.g) AS mx, SUM(v) AS sv FROM a GROUP BY g;
SELECT 'e3', k, CASE WHEN EXISTS (SELECT 1 FROM b WHERE b.g = a.g AND b.n > 15) THEN 'big' ELSE 'small' END AS sz FROM a;
SELECT 'e4', k FROM a WHERE EXISTS (SELECT 1 FROM b WHERE b.g = a.g AND EXISTS (SELECT 1 FROM a a2 WHERE a2.k = b.k AND a2.v = a.v));
SELECT 'e5', k, (SELECT MAX(n) + a.v FROM b WHERE b.g = a.g) AS m FROM a;
SELECT 'e6', k FROM a WHERE v IN (SELECT c FROM (SELECT g, COUNT(*) AS c FROM b GROUP BY g) t WHERE t.g = a.g);
SELECT 'e7', k, (SELECT COUNT(*) FROM b WHERE b.g = a.g OR b.g IS NULL) AS c FROM a;
SELECT 'e8', k FROM a WHERE NOT EXISTS (SELECT 1 FROM b WHERE b.g = a.g) AND v > 1;
SELECT 'e9', k, (SELECT MIN(b.k) FROM b WHERE b.n > a.v * 5) AS mk FROM a;
SELECT 'e10', x.k, y.k AS yk FROM a x JOIN a y ON x.g = y.g WHERE EXISTS (SELECT 1 FROM b WHERE b.g = x.g AND b.k = y.k);
SELECT 'e11', k FROM a WHERE (SELECT MAX(n) FROM b WHERE b.g = a.g) IS NULL;
SELECT 'e12', k FROM a WHERE v = (SELECT COUNT(*) FROM b WHERE b.g = a.g) OR s = 'z';
