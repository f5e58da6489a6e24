-- LEAD / LAG with a NOT NULL default: Flink types the call NOT NULL and a NULL value of the offset row is its generated code's primitive default (-1, -1.0, FALSE, '', DATE 1969-12-31); a nullable default keeps NULL. '= NaN' / '<> NaN' with a NaN constant: never equal; an OR of two or more equalities (an AND of inequalities) of one DOUBLE / FLOAT column with constants is a search over points: -0.0 is not the point 0.0; checked on Flink 2.0 + Paimon 1.4.2 (probes sq45p_small, sq45p_nan, ag44_x_lead)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes sq45p_small, sq45p_nan); the Java-API interpreter does not run window functions nor -z, z / z
CREATE TABLE t (id INT, s STRING, a INT, b BIGINT, f DOUBLE, r FLOAT, bo BOOLEAN, dt DATE, sm SMALLINT, ch CHAR(3), PRIMARY KEY (id) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'x', 1, 1, 1.5E0, CAST(1.5 AS FLOAT), TRUE, DATE '2024-01-01', CAST(1 AS SMALLINT), CAST('ab' AS CHAR(3))), (2, CAST(NULL AS STRING), CAST(NULL AS INT), CAST(NULL AS BIGINT), CAST(NULL AS DOUBLE), CAST(NULL AS FLOAT), CAST(NULL AS BOOLEAN), CAST(NULL AS DATE), CAST(NULL AS SMALLINT), CAST(NULL AS CHAR(3))), (3, 'y', 3, 3, 2.5E0, CAST(2.5 AS FLOAT), FALSE, DATE '2024-01-03', CAST(3 AS SMALLINT), CAST('cd' AS CHAR(3)));
SELECT 'l1', id, LEAD(a, 1, 7) OVER (ORDER BY id) AS la, LAG(a, 1, 7) OVER (ORDER BY id) AS ga FROM t;
SELECT 'l2', id, LEAD(b, 1, 7) OVER (ORDER BY id) AS lb, LAG(f, 1, 0.5E0) OVER (ORDER BY id) AS gf FROM t;
SELECT 'l3', id, LEAD(bo, 1, TRUE) OVER (ORDER BY id) AS lbo, LAG(dt, 1, DATE '2000-01-01') OVER (ORDER BY id) AS gdt FROM t;
SELECT 'l4', id, LEAD(r, 1, CAST(0.5 AS FLOAT)) OVER (ORDER BY id) AS lr, LAG(sm, 1, CAST(9 AS SMALLINT)) OVER (ORDER BY id) AS gsm FROM t;
SELECT 'l6', id, LEAD(a, 1, CAST(NULL AS INT)) OVER (ORDER BY id) AS la, LEAD(a, 1, a) OVER (ORDER BY id) AS lb, LEAD(a) OVER (ORDER BY id) AS lc FROM t;
CREATE TABLE s (k INT, z DOUBLE, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO s VALUES (1, CAST(0.0 AS DOUBLE));
CREATE TABLE a (k INT, g INT, d DOUBLE, f FLOAT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO a SELECT 1, 1, z, CAST(z AS FLOAT) FROM s UNION ALL SELECT 2, 1, -z, CAST(-z AS FLOAT) FROM s UNION ALL SELECT 4, 2, z, CAST(z AS FLOAT) FROM s;
SELECT 'w2', k, d FROM a WHERE d = CAST('NaN' AS DOUBLE);
SELECT 'w3', k, d FROM a WHERE d = 0.0E0 OR k = 7;
SELECT 'w5', k, d FROM a WHERE d <> CAST('NaN' AS DOUBLE);
SELECT 'w6', k, d FROM a WHERE d = CAST('NaN' AS DOUBLE) OR k = 8;
SELECT 'w11', x.k, y.k AS yk FROM a x JOIN a y ON x.d = y.d WHERE x.k < y.k;
SELECT 'w1', k, d FROM a WHERE d = 0.0E0 OR d = 1.0E0;
SELECT 'w4', k, d FROM a WHERE d = 0.0E0 OR d = 1.0E0 OR k = 7;
SELECT 'w7', k, f FROM a WHERE f = 0.0E0 OR f = 1.0E0;
SELECT 'w8', k, d FROM a WHERE (d = 0.0E0 OR d = 2.0E0) AND k > 1;
SELECT 'w9', k, d FROM a WHERE d = 1.0E0 OR d = 0.0E0;
SELECT 'w10', k, d FROM a WHERE d <> 0.0E0 AND d <> 1.0E0;
