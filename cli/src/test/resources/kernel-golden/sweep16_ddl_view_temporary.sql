-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- temporary views: a GROUP BY view read like a table, listed by SHOW VIEWS and (with the tables) SHOW TABLES, DESCRIBE'd with the query's types; a view sees later commits
CREATE TABLE t (a INT, b STRING);
INSERT INTO t VALUES (1, 'x'), (2, 'y'), (3, 'x');
CREATE TEMPORARY VIEW v AS SELECT b, COUNT(*) AS n FROM t GROUP BY b;
SELECT * FROM v;
SHOW VIEWS;
SHOW TABLES;
DESCRIBE v;
SHOW COLUMNS FROM v LIKE 'n%';
INSERT INTO t VALUES (4, 'z');
SELECT * FROM v WHERE n = 1;
