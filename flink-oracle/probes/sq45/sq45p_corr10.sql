-- probe sq45: correlated e17..e20
CREATE TABLE a (k INT, g INT, v INT, s STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO a VALUES (1, 1, 1, 'x'), (2, 1, 2, 'y'), (3, 2, 3, 'x'), (4, 2, CAST(NULL AS INT), 'z'), (5, 3, 1, 'x'), (6, 1, 2, 'y'), (7, CAST(NULL AS INT), 5, CAST(NULL AS STRING));
CREATE TABLE b (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO b VALUES (1, 1, 10), (2, 1, 20), (3, 3, CAST(NULL AS INT)), (4, 4, 40), (5, CAST(NULL AS INT), 50), (6, 3, 2);
SELECT 'e17', g, MAX(v) AS mv FROM a WHERE EXISTS (SELECT 1 FROM b WHERE b.g = a.g) GROUP BY g;
SELECT 'e18', k, (SELECT COUNT(*) FROM b WHERE b.g = a.g AND b.n > a.v) AS c FROM a;
SELECT 'e19', k FROM a WHERE v NOT IN (SELECT b.k FROM b WHERE b.g = a.g AND b.n IS NOT NULL) AND k < 7;
SELECT 'e20', k, (SELECT SUM(n) FROM b WHERE b.k = a.k) + (SELECT COUNT(*) FROM b WHERE b.g = a.g) AS m FROM a;
