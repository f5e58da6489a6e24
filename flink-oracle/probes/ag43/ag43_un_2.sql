-- probe ag43: a filter over a join whose input is a UNION ALL (one branch below its LIMIT): pushed into the input, then into each branch; streaming WHERE over a UNION ALL
CREATE TABLE t (k INT, c CHAR(5), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, CAST('a' AS CHAR(5))), (2, CAST('k' AS CHAR(5))), (3, CAST('abcde' AS CHAR(5)));
CREATE TABLE u (k INT, d CHAR(5), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO u VALUES (1, CAST('a' AS CHAR(5))), (2, CAST('k' AS CHAR(5))), (6, CAST('a' AS CHAR(5)));
CREATE TABLE x (k INT, e INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO x VALUES (1, 10), (2, 20), (6, 60), (9, 90);
SELECT 'j1', q.k FROM (SELECT k, c FROM t UNION ALL (SELECT k, d FROM u ORDER BY k LIMIT 10)) AS q JOIN x ON q.k = x.k WHERE q.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'j2', q.k FROM x JOIN (SELECT k, c FROM t UNION ALL (SELECT k, d FROM u ORDER BY k LIMIT 10)) AS q ON q.k = x.k WHERE q.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5))) AND x.e > 0;
SELECT 'j3', q.k FROM (SELECT k, c FROM t UNION ALL (SELECT k, d FROM u ORDER BY k LIMIT 10)) AS q LEFT JOIN x ON q.k = x.k WHERE q.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'j4', x.k, q.k FROM (SELECT k, c FROM t UNION ALL (SELECT k, d FROM u ORDER BY k LIMIT 10)) AS q RIGHT JOIN x ON q.k = x.k WHERE q.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'j5', q.k FROM (SELECT k, c FROM t UNION ALL SELECT k, d FROM u) AS q JOIN x ON q.k = x.k WHERE q.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'j6', q.k FROM (SELECT k, c FROM t UNION ALL SELECT k, CAST(TRIM(d) AS CHAR(5)) FROM u) AS q, x WHERE q.k = x.k AND q.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'j7', q.k FROM (SELECT k, c FROM t UNION ALL (SELECT k, d FROM u ORDER BY k LIMIT 10)) AS q JOIN x ON q.k = x.k AND q.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SET 'execution.runtime-mode' = 'streaming';
SELECT 's1', k FROM (SELECT k, c FROM t UNION ALL SELECT k, d FROM u) WHERE c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 's2', k FROM (SELECT k, c FROM t UNION ALL SELECT k, CAST(TRIM(d) AS CHAR(5)) FROM u) WHERE c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
