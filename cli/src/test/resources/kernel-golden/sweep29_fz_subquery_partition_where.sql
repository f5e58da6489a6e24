-- a cross-partition aggregation table whose merged-on-read row 5 has dt nulled by a -U: which partition filters over a subquery / view / CTE / join / union does Flink push into Paimon's source (row kept by its partition, dt printed as the constant)?
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 29 fz, probes/fuzz29/q01_subquery_partition_where); the Java-API interpreter runs no explicit row kinds, cross-partition tables, subqueries, views or joins
CREATE TABLE t (k INT, dt STRING, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum');
CREATE TABLE u (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (5, 'p1', 'e', 49), (6, 'p2', 'f', 1), (7, 'p1', 'g', 3);
INSERT INTO t VALUES -U(5, 'p1', 'e', 60), +I(6, 'p2', CAST(NULL AS STRING), 2);
INSERT INTO u VALUES (5, 'x'), (6, 'y'), (7, 'z');
SELECT 'a' AS q, * FROM (SELECT * FROM t) WHERE dt = 'p1';
SELECT 'b' AS q, s.* FROM (SELECT * FROM t) AS s WHERE s.dt = 'p1';
SELECT 'c' AS q, k, d FROM (SELECT k, dt AS d FROM t) WHERE d = 'p1';
SELECT 'd' AS q, * FROM (SELECT k, dt FROM t WHERE k > 4) WHERE dt = 'p1';
SELECT 'e' AS q, * FROM (SELECT k, UPPER(dt) AS ud FROM t) WHERE ud = 'P1';
SELECT 'f' AS q, * FROM (SELECT k, dt, n FROM t WHERE dt <> 'p2') WHERE k > 0;
SELECT 'g' AS q, * FROM (SELECT k, dt FROM t) WHERE dt <> 'p2';
SELECT 'h' AS q, * FROM (SELECT k, dt FROM (SELECT * FROM t)) WHERE dt = 'p1';
WITH s AS (SELECT * FROM t) SELECT 'i' AS q, * FROM s WHERE dt = 'p1';
CREATE TEMPORARY VIEW tv AS SELECT k, dt, n FROM t;
SELECT 'j' AS q, * FROM tv WHERE dt = 'p1';
SELECT 'k' AS q, * FROM (SELECT dt, COUNT(*) AS c FROM t GROUP BY dt) WHERE dt = 'p1';
SELECT 'l' AS q, * FROM (SELECT DISTINCT k, dt FROM t) WHERE dt = 'p1';
SELECT 'm' AS q, t.k, t.dt, u.w FROM t JOIN u ON t.k = u.k WHERE t.dt = 'p1';
SELECT 'n' AS q, * FROM (SELECT k, dt FROM t UNION ALL SELECT k, 'p9' AS dt FROM u) WHERE dt = 'p1';
SELECT 'o' AS q, * FROM (SELECT k, dt FROM t ORDER BY k LIMIT 5) WHERE dt = 'p1';
SELECT 'p' AS q, * FROM (SELECT k, dt, n + 1 AS n1 FROM t) WHERE dt = 'p1' AND n1 < 0;
SELECT 'r' AS q, * FROM (SELECT k, dt, 'c' AS z FROM t) WHERE dt IS NOT NULL;
SELECT 's' AS q, * FROM (SELECT k, dt FROM t) WHERE dt = 'p1' OR k = 6;
SELECT 'u' AS q, * FROM (SELECT k, COALESCE(dt, 'none') AS dd FROM t) WHERE dd = 'p1';
