-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- CTAS column types and nullability as Flink derives them: an unnamed expression is EXPR$n, a literal is CHAR(n) NOT NULL / DECIMAL(p, s) NOT NULL, COUNT is BIGINT NOT NULL, arithmetic and CAST over NOT NULL columns stay NOT NULL, SUM of a nullable column and || over one are nullable
CREATE TABLE t (a INT NOT NULL, b STRING, c DOUBLE);
INSERT INTO t VALUES (1, 'x', 1.5), (2, 'y', 2.5);
CREATE TABLE t2 AS SELECT a + 1, 'abc' AS lit, COUNT(*) AS n, SUM(c) AS s, CAST(a AS BIGINT) AS big, b || '!' AS bb, 1.50 AS d FROM t GROUP BY a, b;
DESCRIBE t2;
SELECT * FROM t2;
