-- Flink 2.0 takes a bare USING column in the select list (expressions, aggregates), the GROUP BY and an ORDER BY naming a select item, and refuses it in the select list of a GROUP BY with an ORDER BY ("SQL validation failed. .. Expression 't.k' is not being grouped"; probes flink-oracle/probes/ag43 ag43_us_*, ag43_us2_*)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no joins
-- exit: 1
CREATE TABLE t (k INT, a INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 10), (2, 20), (3, 30);
CREATE TABLE y (k INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO y VALUES (2, 200), (3, 300), (4, 400);
SELECT 'g', k, COUNT(*) AS n FROM t FULL JOIN y USING (k) GROUP BY k;
SELECT 'e', k + 1 AS k1, a, b FROM t RIGHT JOIN y USING (k);
SELECT 'a', SUM(k) AS s, COUNT(k) AS c FROM t LEFT JOIN y USING (k);
SELECT 'x', k + 1 AS k1, COUNT(*) AS n FROM t FULL JOIN y USING (k) GROUP BY k + 1;
SELECT 'o', k, a, b FROM t LEFT JOIN y USING (k) ORDER BY k DESC;
SELECT 'p', k, a FROM t RIGHT JOIN y USING (k) ORDER BY k + 1 DESC;
SELECT 'q', a AS k, b FROM t FULL JOIN y USING (k) ORDER BY k;
SELECT k, COUNT(*) AS n FROM t JOIN y USING (k) GROUP BY k ORDER BY k DESC;
