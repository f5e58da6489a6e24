-- Batch OVER over DOUBLE keys holding -0.0 and NaN as Flink 2.0 computes it: rows sorted by partition then order keys (Double.compare: -0.0 below 0.0, NaN last, over the leading keys of the first key's direction; < / > after them), a partition starts where neighbours' keys differ by < / > (-0.0 and 0.0 rows are one partition numbered -0.0 first; a NaN joins the partition before it), RANK / DENSE_RANK peers compare with == (NaN equals nothing), a RANGE frame's with < / >; -0.0 and NaN are made at run time (-z, z / z)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probe ag44_nz_2); the Java-API interpreter does not evaluate -z nor window functions
CREATE TABLE s (k INT, z DOUBLE, f FLOAT, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO s VALUES (1, CAST(0.0 AS DOUBLE), CAST(0.0 AS FLOAT));
CREATE TABLE a (k INT, g INT, d DOUBLE, f FLOAT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO a SELECT 1, 1, z, f FROM s UNION ALL SELECT 2, 1, -z, -f FROM s UNION ALL SELECT 3, 2, -z, -f FROM s UNION ALL SELECT 4, 2, z, f FROM s UNION ALL SELECT 5, 2, z, f FROM s;
INSERT INTO a SELECT 6, 3, z / z, CAST(z / z AS FLOAT) FROM s UNION ALL SELECT 7, 3, 2.0E0, CAST(2.0 AS FLOAT) FROM s UNION ALL SELECT 8, 4, 2.0E0, CAST(2.0 AS FLOAT) FROM s UNION ALL SELECT 9, 4, z / z, CAST(z / z AS FLOAT) FROM s UNION ALL SELECT 10, 1, 1.0E0, CAST(1.0 AS FLOAT) FROM s;
SELECT 'o1', k, ROW_NUMBER() OVER (PARTITION BY d ORDER BY k) AS rn FROM a;
SELECT 'o2', k, RANK() OVER (ORDER BY d) AS r FROM a;
SELECT 'o3', k, DENSE_RANK() OVER (ORDER BY d) AS r FROM a;
SELECT 'o4', k, RANK() OVER (PARTITION BY g ORDER BY d) AS r FROM a;
SELECT 'o5', k, ROW_NUMBER() OVER (PARTITION BY f ORDER BY k) AS rn FROM a;
SELECT 'o6', k, COUNT(*) OVER (PARTITION BY d) AS n FROM a;
SELECT 'o7', k, SUM(k) OVER (ORDER BY d) AS s FROM a;
SELECT 'o8', k, RANK() OVER (ORDER BY d DESC) AS r FROM a;
SELECT 'o9', k, ROW_NUMBER() OVER (PARTITION BY g ORDER BY d DESC, k) AS rn FROM a;
SELECT 'o10', k, d FROM (SELECT k, d, ROW_NUMBER() OVER (PARTITION BY d ORDER BY k) AS rn FROM a) WHERE rn = 1;
SELECT 'o11', k, g, RANK() OVER (PARTITION BY g, d ORDER BY k) AS r FROM a;
SELECT 'o12', k, MAX(k) OVER (PARTITION BY d) AS m FROM a;
