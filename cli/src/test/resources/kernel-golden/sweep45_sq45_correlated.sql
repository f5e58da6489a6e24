-- correlated subqueries in WHERE and the select list: EXISTS, NOT EXISTS, IN / NOT IN (NULLs on either side), scalar aggregates (MAX, AVG, SUM over no row NULL, COUNT over no row 0), a non-aggregate scalar subquery; outside a filter a correlated IN of a NULL value over no rows is NULL (Flink's count join); checked on Flink 2.0 + Paimon 1.4.2 (probes sq45p_corr, _corr2, _corr3)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes sq45p_corr*); the Java-API interpreter runs no correlated subqueries
CREATE TABLE a (k INT, g INT, v INT, s STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO a VALUES (1, 1, 1, 'x'), (2, 1, 2, 'y'), (3, 2, 3, 'x'), (4, 2, CAST(NULL AS INT), 'z'), (5, 3, 1, 'x'), (6, 1, 2, 'y'), (7, CAST(NULL AS INT), 5, CAST(NULL AS STRING));
CREATE TABLE b (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO b VALUES (1, 1, 10), (2, 1, 20), (3, 3, CAST(NULL AS INT)), (4, 4, 40), (5, CAST(NULL AS INT), 50), (6, 3, 2);
SELECT 'c1', k FROM a WHERE EXISTS (SELECT 1 FROM b WHERE b.g = a.g);
SELECT 'c2', k FROM a WHERE NOT EXISTS (SELECT 1 FROM b WHERE b.g = a.g);
SELECT 'c3', k, v FROM a WHERE v IN (SELECT n / 10 FROM b WHERE b.g = a.g);
SELECT 'c4', k, v FROM a WHERE v NOT IN (SELECT n / 10 FROM b WHERE b.g = a.g);
SELECT 'c5', k, v FROM a WHERE v NOT IN (SELECT n FROM b WHERE b.g = a.g);
SELECT 'c6', k, v FROM a WHERE v < (SELECT MAX(n) FROM b WHERE b.g = a.g);
SELECT 'c7', k, (SELECT MAX(n) FROM b WHERE b.g = a.g) AS mx, (SELECT COUNT(*) FROM b WHERE b.g = a.g) AS c, (SELECT COUNT(n) FROM b WHERE b.g = a.g) AS cn FROM a;
SELECT 'c8', k FROM a WHERE (SELECT COUNT(*) FROM b WHERE b.g = a.g) = 0;
SELECT 'c9', k FROM a WHERE EXISTS (SELECT 1 FROM b WHERE b.g = a.g AND b.n > a.v * 10);
SELECT 'c10', k FROM a x WHERE EXISTS (SELECT 1 FROM b WHERE b.g = x.g AND b.n > 15) OR x.k = 7;
SELECT 'c11', k, v FROM a WHERE v > (SELECT AVG(n) FROM b WHERE b.g = a.g) / 20;
SELECT 'c12', g, COUNT(*) AS c FROM a WHERE EXISTS (SELECT 1 FROM b WHERE b.g = a.g) GROUP BY g;
SELECT 'c13', k, (SELECT SUM(n) FROM b WHERE b.g = a.g AND b.k <> a.k) AS sn FROM a WHERE k < 6;
SELECT 'c14', k FROM a WHERE k IN (SELECT b.k FROM b WHERE b.g = a.g);
SELECT 'c15', k FROM a WHERE NOT EXISTS (SELECT 1 FROM b WHERE b.g = a.g AND b.n IS NULL);
SELECT 'd1', k, (SELECT n FROM b WHERE b.k = a.k) AS n FROM a;
SELECT 'd2', k, EXISTS (SELECT 1 FROM b WHERE b.g = a.g) AS e FROM a;
SELECT 'd3', k, v IN (SELECT n / 10 FROM b WHERE b.g = a.g) AS i FROM a;
