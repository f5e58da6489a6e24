-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no projections or ORDER BY
-- ordered
-- ORDER BY an alias, a column not in the select list, a position, an expression
CREATE TABLE T (k INT, a INT, b STRING);
INSERT INTO T VALUES (1, 3, 'x'), (2, 1, 'y'), (3, 2, 'z');
SELECT k AS id, b FROM T ORDER BY id DESC;
SELECT b FROM T ORDER BY a;
SELECT b, a FROM T ORDER BY 2;
SELECT k, a FROM T ORDER BY a * -1;
SELECT a, k, a, b FROM T ORDER BY b DESC LIMIT 2;
