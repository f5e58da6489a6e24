-- a cross-partition aggregation table with dt last_value: a -U nulls dt (p1 and p2 rows); a NULL partition value is the default partition
CREATE TABLE t (k INT, dt STRING, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'fields.dt.aggregate-function' = 'last_value');
INSERT INTO t VALUES (5, 'p1', 'e', 49), (6, CAST(NULL AS STRING), 'f', 1), (7, 'p2', 'g', 3);
INSERT INTO t VALUES -U(5, 'p1', 'e', 60), -U(7, 'p2', 'g', 1);
SELECT * FROM t;
SELECT * FROM t WHERE dt = 'p1';
SELECT * FROM t WHERE dt IS NULL;
SELECT * FROM t WHERE dt = 'p2' AND v IS NULL;
SELECT k, dt FROM t WHERE dt = 'p2' OR dt = 'p1';
