-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- a 'datagen' temporary table of sequence fields (deterministic) with 'number-of-rows' (a batch read needs it): read it, copy it into a table, CTAS from it; it ends after 'number-of-rows' or with the shortest sequence
CREATE TEMPORARY TABLE g (id INT, s STRING, d BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '5', 'fields.s.kind' = 'sequence', 'fields.s.start' = '10', 'fields.s.end' = '20', 'fields.d.kind' = 'sequence', 'fields.d.start' = '7', 'fields.d.end' = '9');
SELECT * FROM g;
CREATE TABLE t (id INT, s STRING, d BIGINT);
INSERT INTO t SELECT * FROM g;
SELECT * FROM t;
CREATE TEMPORARY TABLE g2 (n BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '10', 'fields.n.kind' = 'sequence', 'fields.n.start' = '100', 'fields.n.end' = '102');
CREATE TABLE t2 AS SELECT n, n * 2 AS n2 FROM g2;
SELECT * FROM t2;
SHOW TABLES;
