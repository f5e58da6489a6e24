-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- a 'blackhole' temporary table takes rows and drops them; SHOW TABLES lists it until DROP TEMPORARY TABLE
CREATE TEMPORARY TABLE b (id INT) WITH ('connector' = 'blackhole');
CREATE TABLE t (id INT);
INSERT INTO t VALUES (1), (2);
INSERT INTO b SELECT * FROM t;
SHOW TABLES;
DROP TEMPORARY TABLE b;
SHOW TABLES;
