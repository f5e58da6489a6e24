-- a cross-partition partial-update table whose merged-on-read row 5 has dt nulled by a -U retracting its sequence group (dt in the group): a partition filter over a subquery / view
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 29 fz, probes/fuzz29/q02_subquery_partition_where_pu); the Java-API interpreter runs no explicit row kinds, cross-partition tables, subqueries, views or joins
CREATE TABLE t (k INT, dt STRING, v STRING, g INT, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'merge-engine' = 'partial-update', 'fields.g.sequence-group' = 'dt,v');
INSERT INTO t VALUES (5, 'p1', 'e', 1), (6, 'p2', 'f', 1), (7, 'p1', 'g', 1);
INSERT INTO t VALUES -U(5, 'p1', 'e', 2);
SELECT 'a0' AS q, * FROM t;
SELECT 'a' AS q, * FROM t WHERE dt = 'p1';
SELECT 'b' AS q, * FROM (SELECT * FROM t) WHERE dt = 'p1';
SELECT 'c' AS q, * FROM (SELECT k, dt, v FROM t) AS s WHERE s.dt = 'p1' AND s.k > 1;
CREATE TEMPORARY VIEW tv AS SELECT * FROM t;
SELECT 'd' AS q, * FROM tv WHERE dt = 'p1';
WITH s AS (SELECT k, dt FROM t) SELECT 'e' AS q, * FROM s WHERE dt <> 'p2';
