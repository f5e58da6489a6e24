-- probe ag44 (extra): CASE / CAST / COALESCE / NULLIF edge cases, window functions over DECIMAL and strings
CREATE TABLE t (id INT, a INT, s STRING, d DECIMAL(5, 2), f DOUBLE, PRIMARY KEY (id) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 1, 'x', 1.50, 1.5E0), (2, 1, '10', 1.50, 2.25E0), (3, 2, CAST(NULL AS STRING), CAST(NULL AS DECIMAL(5, 2)), CAST(NULL AS DOUBLE)), (4, 2, ' 7 ', 2.00, -3.5E0), (5, 3, 'y', 3.25, 1.0E10), (6, CAST(NULL AS INT), '', 0.00, 0.1E0);
SELECT 'c1', id, CASE a WHEN 1 THEN 'one' WHEN 2 THEN 'two' END AS w, NULLIF(a, 2) AS n, COALESCE(s, 'none') AS cs FROM t;
SELECT 'c2', id, CAST(d AS INT) AS di, CAST(f AS DECIMAL(12, 2)) AS fd, CAST(d AS DOUBLE) AS dd FROM t;
SELECT 'c3', id, CAST(a AS STRING) AS sa, CAST(d AS STRING) AS sd, CAST(f AS STRING) AS sf FROM t;
SELECT 'c4', id, TRY_CAST(s AS INT) AS si, CAST(a > 1 AS STRING) AS b FROM t;
SELECT 'c5', id, CASE WHEN f > 1 THEN d ELSE f END AS mixed, CASE WHEN a = 1 THEN 1 ELSE 2.5 END AS num FROM t;
SELECT 'c6', id, a / 2 AS half, a % 2 AS m, d * 2 AS d2, d / 3 AS d3 FROM t;
SELECT 'w1', id, RANK() OVER (ORDER BY d) AS r, DENSE_RANK() OVER (ORDER BY d DESC) AS dr FROM t;
SELECT 'w2', id, ROW_NUMBER() OVER (PARTITION BY s ORDER BY id DESC) AS rn FROM t;
SELECT 'w3', id, LAG(d, 1) OVER (ORDER BY id) AS lg, LEAD(s, 2, 'end') OVER (ORDER BY id) AS ld FROM t;
SELECT 'w4', id, SUM(d) OVER (PARTITION BY a ORDER BY id) AS s2, COUNT(s) OVER (PARTITION BY a) AS cs FROM t;
SELECT 'w5', id, FIRST_VALUE(s) OVER (ORDER BY id) AS fv, LAST_VALUE(s) OVER (ORDER BY id) AS lv FROM t;
SELECT 'w6', id, NTILE(4) OVER (ORDER BY f NULLS LAST) AS nt, PERCENT_RANK() OVER (ORDER BY a) AS pr FROM t;
