-- a filter over a UNION [ALL] is pushed into each branch on its own (Flink's planner): a branch whose column is a table's takes the CHAR search (its constants lose their trailing spaces: no row of t), a branch below its own ORDER BY .. LIMIT, with a computed column or an aggregate compares as written; also over a view, a CTE and through a join into a union input (WHERE and ON; not into a RIGHT join's null-supplying input); a lone equality is no search
-- not checked against Paimon: Flink 2.0 plans a filter's comparisons of one CHAR value with constants as a search whose constants lose their trailing spaces where the filter reaches the table's scan, which the interpreter does not model (probes flink-oracle/probes/ag43 ag43_un_1, ag43_un_2)
CREATE TABLE t (k INT, c CHAR(5), w VARCHAR(5), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, CAST('a' AS CHAR(5)), CAST('a    ' AS VARCHAR(5))), (2, CAST('k' AS CHAR(5)), CAST('k' AS VARCHAR(5))), (3, CAST('abcde' AS CHAR(5)), CAST('abcde' AS VARCHAR(5))), (4, CAST('zz' AS CHAR(5)), CAST('zz  ' AS VARCHAR(5))), (5, CAST(NULL AS CHAR(5)), CAST(NULL AS VARCHAR(5)));
CREATE TABLE u (k INT, d CHAR(5), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO u VALUES (1, CAST('a' AS CHAR(5))), (2, CAST('k' AS CHAR(5))), (3, CAST('abcde' AS CHAR(5))), (6, CAST('a' AS CHAR(5))), (7, CAST('k' AS CHAR(5)));
CREATE TABLE x (k INT, e CHAR(3), v VARCHAR(5), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO x VALUES (1, CAST('a' AS CHAR(3)), CAST('a' AS VARCHAR(5))), (2, CAST('k' AS CHAR(3)), CAST('k  ' AS VARCHAR(5))), (8, CAST('a' AS CHAR(3)), CAST('a    ' AS VARCHAR(5))), (9, CAST('zz' AS CHAR(3)), CAST('zz' AS VARCHAR(5)));
SELECT 'v01', k FROM (SELECT k, c FROM t UNION ALL (SELECT k, d FROM u ORDER BY k LIMIT 10)) WHERE c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'v02', k FROM ((SELECT k, d AS c FROM u ORDER BY k LIMIT 10) UNION ALL SELECT k, c FROM t) WHERE c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'v03', k FROM (SELECT k, CAST(TRIM(d) AS CHAR(5)) AS c FROM u UNION ALL SELECT k, c FROM t) WHERE c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'v09', k FROM (SELECT k, c FROM t UNION ALL (SELECT k, d FROM u ORDER BY k LIMIT 10)) WHERE c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5))) AND k > 1;
SELECT 'v13', q.k FROM (SELECT k, c FROM t UNION ALL (SELECT k, d FROM u ORDER BY k LIMIT 10)) AS q WHERE q.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'v18', k FROM (SELECT k, d AS c FROM u GROUP BY k, d UNION ALL SELECT 0, MAX(d) FROM u) WHERE c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'v21', k FROM (SELECT k, c FROM t UNION ALL (SELECT k, d FROM u ORDER BY k LIMIT 10)) WHERE c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5))) OR k = 3;
SELECT 'v23', k FROM (SELECT k, c FROM t UNION ALL (SELECT k, d FROM u ORDER BY k LIMIT 10)) WHERE c = CAST('a' AS CHAR(5));
CREATE TEMPORARY VIEW vl AS SELECT k, c FROM t UNION ALL (SELECT k, d FROM u ORDER BY k LIMIT 10);
SELECT 'v05', k FROM vl WHERE c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
WITH q AS (SELECT k, c FROM t UNION ALL (SELECT k, d FROM u ORDER BY k LIMIT 10)) SELECT 'v07', k FROM q WHERE c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'j1', q.k FROM (SELECT k, c FROM t UNION ALL (SELECT k, d FROM u ORDER BY k LIMIT 10)) AS q JOIN x ON q.k = x.k WHERE q.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'j3', q.k FROM (SELECT k, c FROM t UNION ALL (SELECT k, d FROM u ORDER BY k LIMIT 10)) AS q LEFT JOIN x ON q.k = x.k WHERE q.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'j4', x.k, q.k FROM (SELECT k, c FROM t UNION ALL (SELECT k, d FROM u ORDER BY k LIMIT 10)) AS q RIGHT JOIN x ON q.k = x.k WHERE q.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'j7', q.k FROM (SELECT k, c FROM t UNION ALL (SELECT k, d FROM u ORDER BY k LIMIT 10)) AS q JOIN x ON q.k = x.k AND q.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
