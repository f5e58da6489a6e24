-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: unbounded
-- a batch read of a 'datagen' table without 'number-of-rows' fails (Flink: "Querying an unbounded table 'varve.default.g' in batch mode is not allowed."), even though its sequence ends
CREATE TEMPORARY TABLE g (n BIGINT) WITH ('connector' = 'datagen', 'fields.n.kind' = 'sequence', 'fields.n.start' = '100', 'fields.n.end' = '102');
SELECT * FROM g;
