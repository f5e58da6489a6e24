-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: CREATE TEMPORARY VIEW
-- CREATE VIEW (permanent) fails: Paimon 1.4.2's filesystem catalog stores no views
CREATE TABLE t (a INT, b STRING);
CREATE VIEW v AS SELECT b, COUNT(*) AS n FROM t GROUP BY b;
