-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter evaluates no scalar functions
-- JSON functions over a STRING column: JSON_VALUE (scalars as strings, RETURNING, DEFAULT ON EMPTY), JSON_QUERY, JSON_EXISTS, IS JSON, and the constructors
CREATE TABLE j (id INT, s STRING, PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO j VALUES (1, '{"a": 5, "b": {"c": "x", "d": [1, 2, 3]}, "e": true, "f": null, "g": 1.5}'), (2, '[10, 20]'), (3, 'not json'), (4, CAST(NULL AS STRING));
SELECT 'value', id, JSON_VALUE(s, '$.a'), JSON_VALUE(s, '$.b.c'), JSON_VALUE(s, '$.b.d[1]'), JSON_VALUE(s, '$.e'), JSON_VALUE(s, '$.f'), JSON_VALUE(s, '$.g'), JSON_VALUE(s, '$.b'), JSON_VALUE(s, '$[0]'), JSON_VALUE(s, '$.zz') FROM j;
SELECT 'returning', id, JSON_VALUE(s, '$.a' RETURNING INT), JSON_VALUE(s, '$.zz' DEFAULT 'none' ON EMPTY), JSON_VALUE(s, '$.g' RETURNING DOUBLE) FROM j;
SELECT 'query', id, JSON_QUERY(s, '$.b'), JSON_QUERY(s, '$.b.d'), JSON_QUERY(s, '$.a'), JSON_QUERY(s, '$'), JSON_QUERY(s, '$.a' WITH WRAPPER) FROM j;
SELECT 'exists', id, JSON_EXISTS(s, '$.a'), JSON_EXISTS(s, '$.b.d[5]'), JSON_EXISTS(s, '$[1]'), s IS JSON, s IS JSON OBJECT, s IS JSON ARRAY, s IS JSON SCALAR FROM j;
SELECT 'build', id, JSON_STRING(id), JSON_STRING(s), JSON_OBJECT('k' VALUE id, 'n' VALUE CAST(NULL AS STRING)), JSON_OBJECT('k' VALUE id ABSENT ON NULL), JSON_ARRAY(id, 'x', CAST(NULL AS INT)), JSON_ARRAY(id, CAST(NULL AS INT) NULL ON NULL) FROM j;
