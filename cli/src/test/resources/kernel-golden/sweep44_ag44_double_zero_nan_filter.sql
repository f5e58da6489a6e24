-- -0.0 and NaN in a filter as Flink 2.0 plans it: a column a conjunct d = 0.0E0 (or -0.0E0, folded to 0.0) fixes reads the constant above the filter (-0.0 prints 0.0, also in d + 1 and CAST(d AS STRING)); an IN / NOT IN list of two or more values is a search over a hash set of points where -0.0 is not the point 0.0 and a NaN constant is no point; an ordering comparison (<, >=, BETWEEN) with NaN is false; -0.0 and NaN are made at run time (-z, z / z)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probe ag44_nz_1); the Java-API interpreter does not evaluate -z nor Flink's planner rewrites
CREATE TABLE s (k INT, z DOUBLE, f FLOAT, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO s VALUES (1, CAST(0.0 AS DOUBLE), CAST(0.0 AS FLOAT));
CREATE TABLE a (k INT, g INT, d DOUBLE, f FLOAT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO a SELECT 1, 1, z, f FROM s UNION ALL SELECT 2, 1, -z, -f FROM s UNION ALL SELECT 3, 2, -z, -f FROM s UNION ALL SELECT 4, 2, z, f FROM s;
INSERT INTO a SELECT 6, 3, z / z, CAST(z / z AS FLOAT) FROM s UNION ALL SELECT 7, 3, 2.0E0, CAST(2.0 AS FLOAT) FROM s UNION ALL SELECT 8, 4, 1.0E0, CAST(1.0 AS FLOAT) FROM s;
SELECT 'w1', k, d, d + 1 AS d1, f FROM a WHERE d = 0.0E0;
SELECT 'w2', k, d, f FROM a WHERE f = 0.0E0;
SELECT 'w3', k, d FROM a WHERE d IN (0.0E0, 1.0E0);
SELECT 'w4', k, d FROM a WHERE d NOT IN (0.0E0, 1.0E0);
SELECT 'w6', k, d FROM a WHERE d IN (0.0E0, 1.0E0, 2.0E0) AND k > 1;
SELECT 'w7', k, f FROM a WHERE f IN (CAST(0.0 AS FLOAT), CAST(1.0 AS FLOAT));
SELECT 'w8', k, d FROM a WHERE d <> 0.0E0;
SELECT 'w9', k, d FROM a WHERE d BETWEEN 0.0E0 AND 1.0E0;
SELECT 'w10', k, d FROM a WHERE d >= 0.0E0;
SELECT 'w11', k, d FROM a WHERE d = 0.0E0 OR k = 7;
SELECT 'w12', k, d FROM a WHERE d IN (0.0E0, 1.0E0) OR k = 7;
SELECT 'w13', k, d, CAST(d AS STRING) AS s FROM a WHERE d = 0.0E0 AND k < 3;
SELECT 'w14', k, d FROM a WHERE d = -0.0E0;
SELECT 'w15', k, d FROM a WHERE d IN (-0.0E0, 2.0E0);
SELECT 'w16', k, d FROM a WHERE d > 1.0E0;
SELECT 'w17', k, d FROM a WHERE d < 1.0E0;
SELECT 'w18', k, d FROM a WHERE d IN (CAST('NaN' AS DOUBLE), 2.0E0);
