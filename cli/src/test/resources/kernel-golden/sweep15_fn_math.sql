-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter evaluates no scalar functions
-- numeric functions and their result types: ROUND / TRUNCATE keep the type (a DECIMAL's scale becomes the digits), half-up rounding
CREATE TABLE m (id INT, i INT, b BIGINT, d DOUBLE, f FLOAT, dm DECIMAL(10, 3), PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO m VALUES (1, 7, 10000000000, 2.5, CAST(1.25 AS FLOAT), 12.345), (2, -3, -5, -2.5, CAST(-0.5 AS FLOAT), -0.555), (3, CAST(NULL AS INT), CAST(NULL AS BIGINT), CAST(NULL AS DOUBLE), CAST(NULL AS FLOAT), CAST(NULL AS DECIMAL(10, 3))), (4, 0, 0, 0.1, CAST(3.75 AS FLOAT), 99.995);
SELECT 'round', id, ROUND(d), ROUND(d, 0), ROUND(dm, 2), ROUND(dm, 0), ROUND(dm), ROUND(i, -1), ROUND(f, 1), ROUND(b, -2) FROM m;
SELECT 'truncate', id, TRUNCATE(dm, 1), TRUNCATE(dm), TRUNCATE(i, -1), TRUNCATE(d), TRUNCATE(d, 1), TRUNCATE(f, 1) FROM m;
SELECT 'sign', id, ABS(d), ABS(dm), ABS(i), SIGN(d), SIGN(dm), SIGN(i), MOD(i, 4), MOD(b, 3), i % 2 FROM m;
SELECT 'pow', id, POWER(d, 2), POWER(i, 2), SQRT(ABS(d)), EXP(0), LN(ABS(d)), LOG10(100), LOG2(8), LOG(2, 8), LOG(EXP(1)) FROM m;
SELECT 'arith', id, i / 2, d / 2, dm / 2, dm * 2, i * 1.5, b + i, i + d, dm + d, dm + i FROM m;
SELECT 'pick', id, GREATEST(i, 1, 2), LEAST(i, 1), GREATEST(d, dm), IF(i > 0, 'pos', 'neg'), IF(i IS NULL, 0, i), BIN(i), HEX(i), HEX('ab') FROM m;
SELECT 'cast', id, CAST(d AS INT), CAST(dm AS INT), CAST(dm AS DECIMAL(5, 1)), CAST(i AS DOUBLE), CAST(f AS DOUBLE), CAST(d AS DECIMAL(4,2)), CAST(b AS INT) FROM m;
SELECT 'tostring', id, CAST(b AS STRING), CAST(d AS STRING), CAST(f AS STRING), CAST(dm AS STRING), CAST(i AS TINYINT), CAST(300 AS TINYINT), CAST(1e20 AS BIGINT) FROM m;
SELECT 'trig', id, PI(), E(), SIN(0), COS(0), TAN(0), DEGREES(PI()), RADIANS(180), ATAN2(1, 1) FROM m WHERE id = 1;
SELECT 1 + 1, 'a' || 'b', UPPER('x'), CAST('5' AS INT) * 2;
