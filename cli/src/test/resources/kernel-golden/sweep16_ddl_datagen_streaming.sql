-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- a 'datagen' table without 'number-of-rows' read in streaming mode: the sequence's rows, then the source ends
CREATE TEMPORARY TABLE g (n BIGINT, s STRING) WITH ('connector' = 'datagen', 'fields.n.kind' = 'sequence', 'fields.n.start' = '100', 'fields.n.end' = '102', 'fields.s.kind' = 'sequence', 'fields.s.start' = '1', 'fields.s.end' = '5');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM g;
CREATE TABLE t (n BIGINT, s STRING);
INSERT INTO t SELECT * FROM g;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM t;
