-- $schemas' fields JSON of nested types
CREATE TABLE t (k INT, a ARRAY<INT>, m MAP<STRING, INT>, an ARRAY<INT> NOT NULL, aa ARRAY<ARRAY<STRING>>, ma MAP<INT, ARRAY<BIGINT>>, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
SELECT schema_id, fields FROM t$schemas;
ALTER TABLE t ADD b ARRAY<DOUBLE>;
SELECT schema_id, fields FROM t$schemas;
