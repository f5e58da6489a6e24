-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes/fuzz27 q03); the Java-API interpreter runs no DESCRIBE / SHOW CREATE TABLE / $schemas
-- probe q03 reduced: NOT NULL of MAP keys and values (also inside ARRAY / ROW and in ALTER TABLE ADD) is kept by DESCRIBE, SHOW CREATE TABLE and $schemas
CREATE TABLE t (k INT, m MAP<STRING NOT NULL, INT NOT NULL>, a ARRAY<MAP<INT NOT NULL, STRING> NOT NULL>, r ROW<x MAP<INT, BIGINT NOT NULL>>);
DESCRIBE t;
SHOW CREATE TABLE t;
INSERT INTO t VALUES (1, MAP['a', 1], ARRAY[MAP[1, 'x']], ROW(MAP[2, CAST(3 AS BIGINT)]));
SELECT * FROM t;
CREATE TABLE s (k INT, m MAP<VARCHAR(3) NOT NULL, ARRAY<INT NOT NULL>>, PRIMARY KEY (k) NOT ENFORCED);
ALTER TABLE s ADD n MAP<INT NOT NULL, MAP<STRING, DOUBLE NOT NULL>>;
SELECT schema_id, fields FROM s$schemas;
DESCRIBE s;
