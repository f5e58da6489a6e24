-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no aggregate or window functions
-- FIRST_VALUE / LAST_VALUE skip NULLs (grouped and as running window values); LAG / LEAD over a partition
CREATE TABLE a (id INT, cat STRING, name STRING, PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO a VALUES (1, 'c1', CAST(NULL AS STRING)), (2, 'c1', 'y'), (3, 'c1', 'z'), (4, 'c2', 'w'), (5, 'c2', CAST(NULL AS STRING));
SELECT 'grouped', cat, FIRST_VALUE(name), LAST_VALUE(name) FROM a GROUP BY cat;
SELECT 'window', id, FIRST_VALUE(name) OVER (PARTITION BY cat ORDER BY id), LAST_VALUE(name) OVER (PARTITION BY cat ORDER BY id), LAG(name) OVER (PARTITION BY cat ORDER BY id), LEAD(id, 1) OVER (ORDER BY id), LAG(id, 2, -1) OVER (ORDER BY id) FROM a;
