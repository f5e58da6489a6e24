-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter evaluates no expressions in INSERT ... SELECT
-- INSERT SELECT with expressions and casts in the projection, a WHERE, literals and reordered columns
CREATE TABLE S (k INT, a INT, s STRING, d DECIMAL(6, 2));
INSERT INTO S VALUES (1, 10, 'x', 1.25), (2, 20, 'yy', 2.50), (3, CAST(NULL AS INT), 'zzz', CAST(NULL AS DECIMAL(6, 2)));
CREATE TABLE T (k BIGINT, a2 INT, s STRING, d DOUBLE, tag STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T SELECT k, a * 2 + 1, s || '!', CAST(d AS DOUBLE), 'lit' FROM S WHERE k < 3;
INSERT INTO T SELECT CAST(k + 10 AS BIGINT), a, UPPER(s), d, CAST(k AS STRING) FROM S;
SELECT * FROM T;
