-- $schemas' fields JSON of nested types
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 26 mx, probes/mix26); the Java-API interpreter runs no $buckets / $schemas reads, procedures or column MODIFY
-- (probe flink-oracle/probes/mix26; expected output: Flink 2.0 + Paimon 1.4.2)
CREATE TABLE t (k INT, a ARRAY<INT>, m MAP<STRING, INT>, an ARRAY<INT> NOT NULL, aa ARRAY<ARRAY<STRING>>, ma MAP<INT, ARRAY<BIGINT>>, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
SELECT schema_id, fields FROM t$schemas;
ALTER TABLE t ADD b ARRAY<DOUBLE>;
SELECT schema_id, fields FROM t$schemas;
