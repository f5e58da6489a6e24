-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no set operations or subqueries
-- UNION / INTERSECT / EXCEPT with and without ALL, EXISTS over an uncorrelated subquery, VALUES with column aliases
CREATE TABLE a (id INT, cat STRING, PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO a VALUES (1, 'c1'), (2, 'c1'), (3, 'c2'), (4, CAST(NULL AS STRING));
SELECT 'intersect', cat FROM (SELECT cat FROM a INTERSECT SELECT cat FROM a WHERE id > 1);
SELECT 'except', cat FROM (SELECT cat FROM a EXCEPT SELECT cat FROM a WHERE id > 2);
SELECT 'intersect_all', cat FROM (SELECT cat FROM a INTERSECT ALL SELECT cat FROM a WHERE id <> 1);
SELECT 'except_all', cat FROM (SELECT cat FROM a EXCEPT ALL SELECT cat FROM a WHERE id = 1);
SELECT 'union', cat FROM (SELECT cat FROM a UNION SELECT 'c9');
SELECT 'exists', id FROM a WHERE EXISTS (SELECT 1 FROM a WHERE id > 3) AND id < 3;
SELECT 'not_exists', id FROM a WHERE NOT EXISTS (SELECT id, cat FROM a WHERE id > 9);
SELECT 'values', k, s FROM (VALUES (1, 'a'), (2, 'b')) AS v(k, s);
