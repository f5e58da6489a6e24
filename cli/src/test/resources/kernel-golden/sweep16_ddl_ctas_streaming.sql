-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- CTAS in streaming mode: the table gets the source's rows (Flink runs it as a streaming job; Varve reads the query once)
CREATE TABLE t (a INT, b STRING);
INSERT INTO t VALUES (1, 'x'), (2, 'y');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t2 AS SELECT * FROM t;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM t2;
