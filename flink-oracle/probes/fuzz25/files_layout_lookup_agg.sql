-- fuzz seed options seed 912
CREATE TABLE t (k INT, j INT, a INT, b STRING, c BIGINT, PRIMARY KEY (k, j) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'changelog-producer' = 'lookup', 'bucket' = '1', 'changelog-producer.row-deduplicate' = 'true', 'fields.a.aggregate-function' = 'first_value', 'fields.b.aggregate-function' = 'first_non_null_value');
INSERT INTO t VALUES (1, 2, 3, 'y', 1), (2, 2, 2, 'y', 2), (2, 1, 6, 'x', 3), (3, 1, 9, CAST(NULL AS STRING), 4);
INSERT INTO t VALUES (2, 1, 1, CAST(NULL AS STRING), 5), (2, 2, 7, 'y', 6), (1, 1, 8, 'w', 7);
SELECT * FROM t;
SELECT * FROM t$audit_log;
SELECT level, COUNT(*) AS files, SUM(record_count) AS n FROM t$files GROUP BY level;
SELECT `bucket`, COUNT(*) AS files FROM t$files GROUP BY `bucket`;
