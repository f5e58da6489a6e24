-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no aggregate functions
-- ARRAY_AGG (in input order, NULLs kept unless IGNORE NULLS; DISTINCT alone: Flink 2.0 cannot plan it beside a non-distinct ARRAY_AGG), JSON_ARRAYAGG (ABSENT ON NULL) / JSON_OBJECTAGG (NULL ON NULL)
CREATE TABLE a (id INT, cat STRING, name STRING, PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO a VALUES (1, 'c1', 'x'), (2, 'c1', CAST(NULL AS STRING)), (3, 'c1', 'x'), (4, 'c2', 'w');
SELECT 'agg', cat, ARRAY_AGG(name), ARRAY_AGG(name IGNORE NULLS), ARRAY_AGG(id) FROM a GROUP BY cat;
SELECT 'distinct', cat, ARRAY_AGG(DISTINCT name) FROM a GROUP BY cat;
SELECT 'json', cat, JSON_ARRAYAGG(name), JSON_OBJECTAGG(KEY CAST(id AS STRING) VALUE name) FROM a GROUP BY cat;
