-- probe ag44: streaming Top-N partitioned / ordered by a DOUBLE holding -0.0 / NaN
CREATE TABLE s (k INT, z DOUBLE, f FLOAT, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO s VALUES (1, CAST(0.0 AS DOUBLE), CAST(0.0 AS FLOAT));
CREATE TABLE a (k INT, g INT, d DOUBLE, f FLOAT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO a SELECT 1, 1, z, f FROM s UNION ALL SELECT 2, 1, -z, -f FROM s UNION ALL SELECT 3, 2, -z, -f FROM s UNION ALL SELECT 4, 2, z, f FROM s UNION ALL SELECT 5, 2, z, f FROM s;
INSERT INTO a SELECT 6, 3, z / z, CAST(z / z AS FLOAT) FROM s UNION ALL SELECT 7, 3, 2.0E0, CAST(2.0 AS FLOAT) FROM s UNION ALL SELECT 8, 4, 2.0E0, CAST(2.0 AS FLOAT) FROM s UNION ALL SELECT 9, 4, z / z, CAST(z / z AS FLOAT) FROM s UNION ALL SELECT 10, 1, 1.0E0, CAST(1.0 AS FLOAT) FROM s;
SET 'execution.runtime-mode' = 'streaming';
SELECT 't1', k, d, rn FROM (SELECT k, d, ROW_NUMBER() OVER (PARTITION BY d ORDER BY k) AS rn FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */) WHERE rn <= 1;
SELECT 't2', k, g, d, rn FROM (SELECT k, g, d, ROW_NUMBER() OVER (PARTITION BY g ORDER BY d) AS rn FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */) WHERE rn <= 2;
