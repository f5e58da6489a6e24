-- probe ag44 (extra): batch LEAD / LAG with a default over a row whose value is NULL (STRING, INT, DECIMAL, DOUBLE, DATE)
CREATE TABLE t (id INT, g INT, s STRING, a INT, d DECIMAL(5, 2), f DOUBLE, dt DATE, PRIMARY KEY (id) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 1, 'x', 1, 1.50, 1.5E0, DATE '2024-01-01'), (2, 1, CAST(NULL AS STRING), CAST(NULL AS INT), CAST(NULL AS DECIMAL(5, 2)), CAST(NULL AS DOUBLE), CAST(NULL AS DATE)), (3, 1, 'y', 3, 3.25, 2.5E0, DATE '2024-01-03'), (4, 2, CAST(NULL AS STRING), CAST(NULL AS INT), CAST(NULL AS DECIMAL(5, 2)), CAST(NULL AS DOUBLE), CAST(NULL AS DATE));
SELECT 'l1', id, LEAD(s, 1, 'end') OVER (ORDER BY id) AS ls, LAG(s, 1, 'start') OVER (ORDER BY id) AS gs FROM t;
SELECT 'l2', id, LEAD(a, 1, -1) OVER (ORDER BY id) AS la, LAG(a, 1, -1) OVER (ORDER BY id) AS ga FROM t;
SELECT 'l3', id, LEAD(d, 1, 9.99) OVER (ORDER BY id) AS ld, LAG(f, 1, 0.5E0) OVER (ORDER BY id) AS gf FROM t;
SELECT 'l4', id, LEAD(s) OVER (ORDER BY id) AS ls, LAG(a, 2) OVER (ORDER BY id) AS ga FROM t;
SELECT 'l5', id, LEAD(s, 1, 'end') OVER (PARTITION BY g ORDER BY id) AS ls, LAG(dt, 1, DATE '2000-01-01') OVER (PARTITION BY g ORDER BY id) AS gd FROM t;
SELECT 'l6', id, LEAD(s, 1, s) OVER (ORDER BY id) AS ls, LAG(a, 1, id) OVER (ORDER BY id) AS ga FROM t;
