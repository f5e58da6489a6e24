-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter evaluates no scalar functions
-- ARRAY / MAP / ROW functions, boolean tests, TRY_CAST and TYPEOF
CREATE TABLE x (id INT, a ARRAY<INT>, mp MAP<STRING, INT>, r ROW<p INT, q STRING>, s STRING, b BOOLEAN, PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO x VALUES (1, ARRAY[3, 1, 2, 1], MAP['k1', 1, 'k2', 2], ROW(7, 'seven'), 'abc', true), (2, ARRAY[CAST(NULL AS INT)], MAP['z', 0], ROW(CAST(NULL AS INT), 'n'), 'x', false), (3, CAST(NULL AS ARRAY<INT>), CAST(NULL AS MAP<STRING, INT>), CAST(NULL AS ROW<p INT, q STRING>), CAST(NULL AS STRING), CAST(NULL AS BOOLEAN));
SELECT 'access', id, CARDINALITY(a), CARDINALITY(mp), a[1], mp['k2'], r.p, r.q, ELEMENT(ARRAY[id]) FROM x;
SELECT 'array', id, ARRAY_CONTAINS(a, 1), ARRAY_DISTINCT(a), ARRAY_REMOVE(a, 1), ARRAY_REVERSE(a), ARRAY_POSITION(a, 2), ARRAY_JOIN(ARRAY['a', 'b'], '-'), ARRAY_MAX(a), ARRAY_MIN(a), ARRAY_SORT(a) FROM x;
SELECT 'map', id, MAP_KEYS(mp), MAP_VALUES(mp), MAP_ENTRIES(mp), MAP_FROM_ARRAYS(ARRAY['a'], ARRAY[id]), STR_TO_MAP('a=1,b=2') FROM x;
SELECT 'bool', id, b IS TRUE, b IS NOT FALSE, NOT b, b AND id > 1, b OR id > 1, CASE id WHEN 1 THEN 'one' WHEN 2 THEN 'two' END, CASE WHEN b THEN 1 ELSE 0 END FROM x;
SELECT 'is', id, IS_DIGIT(s), IS_ALPHA(s), IS_DECIMAL(s), TRY_CAST(s AS INT), CAST(b AS STRING), CAST(b AS INT), CAST(id AS BOOLEAN), CAST('true' AS BOOLEAN) FROM x;
SELECT 'type', id, UUID() IS NOT NULL, TYPEOF(id), TYPEOF(s), TYPEOF(a), COALESCE(s, 'd'), NULLIF(s, 'x'), IFNULL(s, 'n') FROM x;
