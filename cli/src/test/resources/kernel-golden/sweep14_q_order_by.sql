-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no projections or ORDER BY
-- ordered
-- ORDER BY: NULLs ASC/DESC by default, NULLS FIRST/LAST, several keys with mixed directions, LIMIT, LIMIT 0, an expression-free projection of duplicate and reordered columns
CREATE TABLE T (k INT, a INT, b STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '2');
INSERT INTO T VALUES (1, 3, 'x'), (2, CAST(NULL AS INT), 'y'), (3, 1, CAST(NULL AS STRING)), (4, 3, 'a'), (5, 1, 'y'), (6, CAST(NULL AS INT), CAST(NULL AS STRING));
SELECT k, a FROM T ORDER BY a, k;
SELECT k, a FROM T ORDER BY a DESC, k;
SELECT k, a FROM T ORDER BY a NULLS LAST, k DESC;
SELECT k, a FROM T ORDER BY a DESC NULLS FIRST, k;
SELECT b, a, k FROM T ORDER BY b DESC, a ASC, k DESC;
SELECT k FROM T ORDER BY b, k LIMIT 3;
SELECT k FROM T ORDER BY k DESC LIMIT 0;
SELECT a, k, a, b FROM T ORDER BY k LIMIT 2;
SELECT k FROM T WHERE a IS NOT NULL ORDER BY a DESC, b LIMIT 10;
