-- a subquery referring to a query two levels out is refused, as Flink 2.0 fails to plan it ('unexpected correlate variable $cor0 in the plan'); checked on Flink 2.0 + Paimon 1.4.2 (probe sq45p_corr9)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no correlated subqueries
-- exit: 1
-- stderr: two or more levels out is not supported
CREATE TABLE a (k INT, g INT, v INT, s STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO a VALUES (1, 1, 1, 'x'), (2, 1, 2, 'y'), (3, 2, 3, 'x'), (4, 2, CAST(NULL AS INT), 'z'), (5, 3, 1, 'x'), (6, 1, 2, 'y'), (7, CAST(NULL AS INT), 5, CAST(NULL AS STRING));
CREATE TABLE b (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO b VALUES (1, 1, 10), (2, 1, 20), (3, 3, CAST(NULL AS INT)), (4, 4, 40), (5, CAST(NULL AS INT), 50), (6, 3, 2);
SELECT 'e4', k FROM a WHERE EXISTS (SELECT 1 FROM b WHERE b.g = a.g AND EXISTS (SELECT 1 FROM a a2 WHERE a2.k = b.k AND a2.v = a.v));
