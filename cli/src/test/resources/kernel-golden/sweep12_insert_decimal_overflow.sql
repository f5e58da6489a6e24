-- a number beyond a DECIMAL column's precision (after HALF_UP rounding to its scale) is written as NULL, as Flink's implicit cast and CAST give it (DecimalData.fromBigDecimal); 999.994 still fits DECIMAL(5, 2)
CREATE TABLE T (k INT, d DECIMAL(5, 2), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T VALUES (1, 12345.678), (2, 999.995), (3, 999.994), (4, CAST(123456 AS DECIMAL(5, 2)));
SELECT * FROM T;
